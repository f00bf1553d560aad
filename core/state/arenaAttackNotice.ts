import { atom } from 'jotai/vanilla';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ArenaHistoryEntry } from '../model/index.ts';
import { arenaNewsAtom } from './arenaNews.ts';
import { OverlayName, overlayAtom } from './atoms.ts';
import { translate, type StoreAccess } from './character.ts';
import { showToastAtom } from './overlays.ts';

/** The header's Arena marker: someone attacked the player since they last opened the arena page. */
export const arenaAttackNoticeAtom = atom(false);

/** The toast of an attack on the player's squad, as the defender saw it (`fight.cups` is the defender's change). */
export const arenaAttackText = (fight: ArenaHistoryEntry): MessageDescriptor => {
  const name = fight.opponentName;
  const cups = Math.abs(fight.cups);
  return fight.won
    ? msg`${name} attacked you in the arena and lost: +${plural(cups, { one: '# cup', other: '# cups' })}`
    : msg`${name} attacked you in the arena and won: −${plural(cups, { one: '# cup', other: '# cups' })}`;
};

/**
 * ARENA_ATTACKED arrived: an open arena page reloads (arenaNewsAtom) and already shows the fight; otherwise the
 * player is told by a toast and the header marks Arena until the page is opened.
 */
export function receiveArenaAttack(store: StoreAccess, fight: ArenaHistoryEntry): void {
  store.set(arenaNewsAtom, fight);
  if (store.get(overlayAtom) === OverlayName.arena) return;
  store.set(arenaAttackNoticeAtom, true);
  store.set(showToastAtom, translate(store, arenaAttackText(fight)));
}

/** The arena page was opened: the marker goes. */
export const arenaAttackSeenAtom = atom(null, (_get, set) => set(arenaAttackNoticeAtom, false));
