import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { OverlayName, playerAtom } from '../../state/atoms.ts';
import { chatUnseenAtom } from '../../state/chat.ts';
import { openOverlayAtom } from '../../state/overlays.ts';

/** A dot on a header button for something new, named for screen readers. */
function NewMark({ label }: { label: string }) {
  return (
    <>
      <span className="new-dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/**
 * The header's social buttons (issue 4): chat with a new-messages mark, mail with the new-mail mark
 * (Player.haveNewMailMessage), the rating, and the gifts inbox with the new-gift mark.
 */
export function SocialButtons() {
  const { t } = useLingui();
  const player = useAtomValue(playerAtom);
  const chatUnseen = useAtomValue(chatUnseenAtom);
  const open = useSetAtom(openOverlayAtom);
  const newMail = player?.haveNewMailMessage === true;
  const newGift = player?.haveNewGift === true;
  return (
    <>
      <button id="header-chat" type="button" className="icon-btn" data-new={chatUnseen} onClick={() => open(OverlayName.chat)}>
        {t`Chat`}
        {chatUnseen && <NewMark label={t`new messages`} />}
      </button>
      <button id="header-mail" type="button" className="icon-btn" data-new={newMail} onClick={() => open(OverlayName.mail)}>
        {t`Mail`}
        {newMail && <NewMark label={t`new letters`} />}
      </button>
      <button id="header-rating" type="button" className="icon-btn" onClick={() => open(OverlayName.rating)}>
        {t`Rating`}
      </button>
      <button
        id="header-notifications"
        type="button"
        className="icon-btn"
        data-new={newGift}
        onClick={() => open(OverlayName.notifications)}
      >
        {t`Gifts`}
        {newGift && <NewMark label={t`new gifts`} />}
      </button>
    </>
  );
}
