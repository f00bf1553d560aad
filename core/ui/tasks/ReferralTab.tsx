import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { REFERRAL_SHARE_PCT, REFERRAL_START_BONUS } from '../../content/index.ts';
import { loadReferral, referralAtom, takeReferralBonus, tasksBusyAtom } from '../../state/tasks.ts';
import { useAppServices } from '../AppServices.tsx';
import { LoadFailed } from '../LoadFailed.tsx';

/** This page's address with the player's code as its `ref` (technical §7 "Referral and invite links"). */
const refLink = (href: string, code: string): string => {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('ref', code);
  return url.toString();
};

/**
 * The referral programme (issue 12, product §9): the player's own code and link, what a friend gets for signing up
 * with it, the referrer's share of the friend's purchases, and the bonuses waiting to be taken. Where the host
 * has no referrals (product §6) the tab says so instead.
 */
export function ReferralTab() {
  const { t } = useLingui();
  const store = useStore();
  const services = useAppServices();
  const referral = useAtomValue(referralAtom);
  const busy = useAtomValue(tasksBusyAtom);
  const enabled = services.adapter.capabilities.referral;
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (enabled) void loadReferral(store);
  }, [store, enabled]);

  // Product §6: the messenger mini-app and the telecom portal have no referral programme.
  if (!enabled) return <p className="task-note" id="referral-off">{t`Inviting friends is not available on this site.`}</p>;
  if (referral.status === 'failed') return <LoadFailed error={referral.error} onRetry={() => void loadReferral(store)} />;
  if (referral.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;

  const { code, bonus } = referral.value;
  const link = refLink(services.href(), code);
  const startBonus = bonus.startBonus;
  const refBonus = bonus.refBonus + bonus.refClanBonus;
  const waiting = startBonus + refBonus;
  const start = REFERRAL_START_BONUS;
  const share = REFERRAL_SHARE_PCT;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an iframe without the permission): the link stays selectable in its field.
      setCopied(false);
    }
  };

  return (
    <div className="referral" id="referral">
      <p className="task-note">{t`A friend who starts the game with your link gets ${plural(start, { one: '# emerald', other: '# emeralds' })}, and you get ${share}% of the emeralds your friend buys.`}</p>
      <label className="referral-field">
        <span>{t`Your code`}</span>
        <input readOnly value={code} id="referral-code" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <label className="referral-field">
        <span>{t`Your link`}</span>
        <span className="referral-link-row">
          <input readOnly value={link} id="referral-link" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-quiet" onClick={() => void copy()}>
            {copied ? t`Copied` : t`Copy`}
          </button>
        </span>
      </label>
      <h3 className="task-h">{t`Your bonus`}</h3>
      {waiting === 0 ? (
        <p className="task-note" id="referral-empty">{t`Nothing to take yet.`}</p>
      ) : (
        <ul className="task-list" id="referral-bonus">
          {startBonus > 0 && <li className="task">{t`Welcome bonus: ${plural(startBonus, { one: '# emerald', other: '# emeralds' })}`}</li>}
          {refBonus > 0 && <li className="task">{t`From your friends' purchases: ${plural(refBonus, { one: '# emerald', other: '# emeralds' })}`}</li>}
        </ul>
      )}
      <div className="form-actions">
        <button type="button" className="btn" id="referral-take" disabled={busy || waiting === 0} onClick={() => void takeReferralBonus(store)}>
          {t`Take the bonus`}
        </button>
      </div>
    </div>
  );
}
