import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClanTabProps } from './clanTabProps.ts';
import { FactoryTab } from './FactoryTab.tsx';
import { HallTab } from './HallTab.tsx';
import { BuildingsTab } from './BuildingsTab.tsx';
import { MembersTab } from './MembersTab.tsx';
import { RaidTab } from './RaidTab.tsx';
import { TreasuryTab } from './TreasuryTab.tsx';
import { AboutTab } from './AboutTab.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { RatingTab } from './RatingTab.tsx';
import { RecruitingTab } from './RecruitingTab.tsx';

/**
 * The tabs of a member's clan page, in the order shown (product §2 "clan": members, treasury, buildings, hall,
 * factory, raid, history, description…). One entry per tab: a new clan screen adds its line here and its component
 * in a file of its own.
 */
export const CLAN_TABS = [
  { name: 'members', label: msg`Members`, Tab: MembersTab },
  { name: 'treasury', label: msg`Treasury`, Tab: TreasuryTab },
  { name: 'buildings', label: msg`Buildings`, Tab: BuildingsTab },
  { name: 'hall', label: msg`Hall`, Tab: HallTab },
  { name: 'factory', label: msg`Factory`, Tab: FactoryTab },
  { name: 'raid', label: msg`Raid`, Tab: RaidTab },
  { name: 'recruiting', label: msg`Recruiting`, Tab: RecruitingTab },
  { name: 'history', label: msg`History`, Tab: HistoryTab },
  { name: 'about', label: msg`About`, Tab: AboutTab },
  { name: 'rating', label: msg`Rating`, Tab: RatingTab },
] as const satisfies readonly { name: string; label: MessageDescriptor; Tab: ComponentType<ClanTabProps> }[];

export type ClanTabName = (typeof CLAN_TABS)[number]['name'];
