import { atom } from 'jotai/vanilla';

/**
 * Bumped by each MULTI_BATTLE push (issue 14): a clan boss of the player's clan changed, so the battle screen and
 * the Raid tab fetch it again.
 */
export const multiBattleNewsAtom = atom(0);
