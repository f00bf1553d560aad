import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Player } from '../../model/index.ts';
import { durationParts } from '../../rules/index.ts';
import { OverlayName } from '../../state/atoms.ts';

/** What an entry's badge may read: the player, and the active booster's time left when the boosters are loaded. */
export interface RewardBadgeContext {
  player: Player;
  boosterLeftMs: number | null;
}

/** One page the Rewards hub lists (issue 12): where it leads, what it is, and its badge when something waits. */
export interface RewardEntry {
  id: string;
  overlay: OverlayName;
  title: MessageDescriptor;
  about: MessageDescriptor;
  badge: (ctx: RewardBadgeContext) => MessageDescriptor | null;
}

const timeLeft = (ms: number): MessageDescriptor => {
  const { unit, value } = durationParts(ms);
  switch (unit) {
    case 's': return msg`${value} s left`;
    case 'm': return msg`${value} min left`;
    case 'h': return msg`${value} h left`;
    case 'd': return msg`${value} d left`;
  }
};

/**
 * The hub's entries in the order it lists them. Others add theirs here: one row, no change to the hub page or the
 * header (the header has one Rewards action for all of them).
 */
export const REWARD_ENTRIES: readonly RewardEntry[] = [
  {
    id: 'tasks',
    overlay: OverlayName.tasks,
    title: msg`Tasks`,
    about: msg`Daily tasks, the story and side quests`,
    badge: ({ player }) => (player.haveCompletedTasks ? msg`A reward is waiting` : null),
  },
  {
    id: 'chests',
    overlay: OverlayName.chests,
    title: msg`Chests`,
    about: msg`Chests, the daily gift and the everyday reward`,
    badge: () => null,
  },
  {
    id: 'wheel',
    overlay: OverlayName.wheel,
    title: msg`Wheel of fortune`,
    about: msg`Spin for gold, crystals, cards and heroes`,
    badge: ({ player }) => (player.tickets > 0 ? msg`${plural(player.tickets, { one: '# ticket', other: '# tickets' })}` : null),
  },
  {
    id: 'boosters',
    overlay: OverlayName.boosters,
    title: msg`Boosters`,
    about: msg`More experience and faster regeneration for a while`,
    badge: ({ boosterLeftMs }) => (boosterLeftMs !== null && boosterLeftMs > 0 ? timeLeft(boosterLeftMs) : null),
  },
  {
    id: 'events',
    overlay: OverlayName.events,
    title: msg`Events`,
    about: msg`Seasonal events, their tasks and rewards, and the snow world`,
    badge: () => null,
  },
  {
    id: 'gifts',
    overlay: OverlayName.notifications,
    title: msg`Gifts`,
    about: msg`Gifts from other players and the game`,
    badge: ({ player }) => (player.giftNews ? msg`A gift is waiting` : null),
  },
];
