/**
 * The game's group on OK, which the OK_GROUP campaign asks players to join (issue 12). OK's join dialog accepts only a
 * public group without age limits that is linked to the app in its OK settings (apiok.ru "ui.joinGroup"); an operator
 * publishing the game sets the id of their own group here.
 */
export const OK_GROUP_ID = '70000001111111';
