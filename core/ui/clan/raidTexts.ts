import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RaidClosedReason, RaidDifficulty } from '../../model/index.ts';

/** The raid difficulties as the raid tab names them (product §3). */
export const difficultyNames: Record<RaidDifficulty, MessageDescriptor> = {
  EASY: msg({ message: 'Easy', context: 'raid difficulty' }),
  NORMAL: msg({ message: 'Normal', context: 'raid difficulty' }),
  HARD: msg({ message: 'Hard', context: 'raid difficulty' }),
  EXTREME: msg({ message: 'Extreme', context: 'raid difficulty' }),
};

/** Why the raid is closed, told before the player tries. */
export const closedReasons: Record<RaidClosedReason, MessageDescriptor> = {
  NO_CLAN: msg`Raids are for clan members: join a clan first.`,
  CLAN_TOO_SMALL: msg`Raids open when the clan has {min} members. Invite a friend!`,
  NO_SQUAD: msg`Your squad is empty: put heroes in it to raid.`,
};
