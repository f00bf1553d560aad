import { atom } from 'jotai/vanilla';

/**
 * How many CSS pixels of the road canvas the road HUD's bottom panels cover, measured by the HUD and read by the
 * road scene each frame, so the party stands in the part of the road a player can see (issue 10: on a phone the
 * "Nearby" panel covered the hero).
 */
export const roadHudInsetAtom = atom(0);
