// The social pages' one lazy chunk (issue 26, all JS): chat, mail and the rating each open a player's or a clan's
// profile, so the four are loaded together the first time one of them opens. Apart, each chunk carried its own
// catalog parts (both languages) and split the parts they share into small chunks of their own.
export { ChatPage } from './chat/ChatPage.tsx';
export { MailPage } from './mail/MailPage.tsx';
export { ProfilePage } from './profile/ProfilePage.tsx';
export { RatingPage } from './rating/RatingPage.tsx';
