import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatusTier } from '../../model/index.ts';

/** The status tiers' names (product §3 "Status tiers"). */
export const statusTierNames: Record<StatusTier, MessageDescriptor> = {
  NONE: msg({ message: 'No status yet', context: 'status tier' }),
  SILVER: msg({ message: 'Silver', context: 'status tier' }),
  GOLD: msg({ message: 'Gold', context: 'status tier' }),
  BRILLIANT: msg({ message: 'Brilliant', context: 'status tier' }),
};
