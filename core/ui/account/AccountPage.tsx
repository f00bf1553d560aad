import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { playerAtom } from '../../state/atoms.ts';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { BlackListTab } from './BlackListTab.tsx';
import { PasswordTab } from './PasswordTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import './account.css';
import { TabBar } from '../TabBar.tsx';

const AccountTab = { profile: 'profile', password: 'password', blackList: 'blackList' } as const;
type AccountTab = (typeof AccountTab)[keyof typeof AccountTab];

const tabNames: Record<AccountTab, MessageDescriptor> = {
  profile: msg`Profile`,
  password: msg`Password`,
  blackList: msg`Black list`,
};

/**
 * The player's account (product §2 "profile and settings", issue 15): name, gender, mail or phone and payment
 * method; the password; the mail black list. Reached from Settings.
 */
export function AccountPage() {
  const { t } = useLingui();
  const player = useAtomValue(playerAtom);
  const [tab, setTab] = useState<AccountTab>(AccountTab.profile);

  return (
    <OverlayFrame id="account-page" title={t`Account`}>
      {player === null ? (
        <p className="message">{t`Start the game first: the account belongs to your hero.`}</p>
      ) : (
        <div className="account" data-tab={tab}>
          <TabBar ariaLabel={t`Account`} idPrefix="account-tab-" tabs={Object.values(AccountTab)} current={tab} label={(name) => tabNames[name]} onPick={setTab} />
          <div role="tabpanel" aria-labelledby={`account-tab-${tab}`} className="account-panel">
            {tab === AccountTab.profile && <ProfileTab player={player} />}
            {tab === AccountTab.password && <PasswordTab player={player} />}
            {tab === AccountTab.blackList && <BlackListTab />}
          </div>
        </div>
      )}
    </OverlayFrame>
  );
}
