import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClanTabProps } from './clanTabProps.ts';
import { MembersTab } from './MembersTab.tsx';
import { RaidTab } from './RaidTab.tsx';
import { TreasuryTab } from './TreasuryTab.tsx';

/**
 * The tabs of a member's clan page, in the order shown (product §2 "clan": members, treasury, buildings, hall,
 * factory, raid, history, description…). One entry per tab: a new clan screen adds its line here and its component
 * in a file of its own.
 */
export const CLAN_TABS = [
  { name: 'members', label: msg`Members`, Tab: MembersTab },
  { name: 'treasury', label: msg`Treasury`, Tab: TreasuryTab },
  { name: 'raid', label: msg`Raid`, Tab: RaidTab },
] as const satisfies readonly { name: string; label: MessageDescriptor; Tab: ComponentType<ClanTabProps> }[];

export type ClanTabName = (typeof CLAN_TABS)[number]['name'];
