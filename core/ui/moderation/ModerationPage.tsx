import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AccessLevel } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { AuditTab } from './AuditTab.tsx';
import { ClansTab } from './ClansTab.tsx';
import { DevLogTab } from './DevLogTab.tsx';
import { PlayersTab } from './PlayersTab.tsx';
import './moderation.css';
import { TabBar } from '../TabBar.tsx';

const ModerationTab = { players: 'players', clans: 'clans', audit: 'audit', dev: 'dev' } as const;
type ModerationTab = (typeof ModerationTab)[keyof typeof ModerationTab];

const tabNames: Record<ModerationTab, MessageDescriptor> = {
  players: msg({ context: 'moderation tab', message: 'Players' }),
  clans: msg({ context: 'moderation tab', message: 'Clans' }),
  audit: msg({ context: 'moderation tab', message: 'Audit log' }),
  dev: msg({ context: 'moderation tab', message: 'Developer log' }),
};

/**
 * The moderator tools (issue 15, product §2/§6): players (card, bans, access, log-in-as, log, payments), clans,
 * the audit log of every moderator action, and the developer log for GOD. The server decides what the caller may
 * do; the page only hides what it says no to.
 */
export function ModerationPage() {
  const { t } = useLingui();
  const me = useAtomValue(playerAtom);
  const [tab, setTab] = useState<ModerationTab>(ModerationTab.players);
  const tabs = (Object.values(ModerationTab) as ModerationTab[]).filter(
    (name) => name !== ModerationTab.dev || me?.accessLevel === AccessLevel.GOD,
  );

  return (
    <OverlayFrame id="moderation-page" title={t`Moderation`}>
      <div className="moderation" data-tab={tab}>
        <TabBar ariaLabel={t`Moderation pages`} tabs={tabs} current={tab} label={(name) => tabNames[name]} onPick={setTab} />
        {tab === ModerationTab.players ? (
          <PlayersTab />
        ) : tab === ModerationTab.clans ? (
          <ClansTab />
        ) : tab === ModerationTab.audit ? (
          <AuditTab />
        ) : (
          <DevLogTab />
        )}
      </div>
    </OverlayFrame>
  );
}
