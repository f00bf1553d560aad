import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { League } from '../../model/index.ts';

/** The leagues' player-facing names (product §3). */
export const LEAGUE_NAMES: Record<League, MessageDescriptor> = {
  [League.NOVICE]: msg({ context: 'league', message: 'Novice' }),
  [League.WOODEN]: msg({ context: 'league', message: 'Wooden' }),
  [League.STONE]: msg({ context: 'league', message: 'Stone' }),
  [League.BRONZE]: msg({ context: 'league', message: 'Bronze' }),
  [League.SILVER]: msg({ context: 'league', message: 'Silver' }),
  [League.GOLD]: msg({ context: 'league', message: 'Gold' }),
  [League.DIAMOND]: msg({ context: 'league', message: 'Diamond' }),
  [League.MASTER]: msg({ context: 'league', message: 'Master' }),
  [League.CHAMPIONS]: msg({ context: 'league', message: 'Champions' }),
};
