import { useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RewardsView } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { boostersAtom, loadBoosters } from '../../state/boosters.ts';
import { openOverlayAtom } from '../../state/overlays.ts';
import {
  groupCampaignAtom, joinGroupForReward, loadGroupCampaign, loadRewards, rewardsAtom, rewardsBusyAtom, shareForReward, watchAd,
} from '../../state/rewards.ts';
import { useAppServices } from '../AppServices.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { REWARD_ENTRIES } from './rewardEntries.ts';
import './rewards.css';

/**
 * The Rewards hub (issue 12): one header action for every reward page (REWARD_ENTRIES, each with its badge), and
 * the host rewards the hub gives itself — an ad view for emeralds and the share reward — shown only where the host
 * can show an ad or a post dialog.
 */
export function RewardsPage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const player = useAtomValue(playerAtom);
  const boosters = useAtomValue(boostersAtom);
  const open = useSetAtom(openOverlayAtom);
  const { adapter } = useAppServices();
  const canJoinGroup = adapter.joinGroup !== undefined;
  const hostRewards = adapter.capabilities.rewardedAd || adapter.capabilities.share || canJoinGroup;

  useEffect(() => {
    void loadBoosters(store);
    if (hostRewards) void loadRewards(store);
    // Only a host with a group dialog asks whether the group campaign runs (it runs on weekends, for its one host's players).
    if (canJoinGroup) void loadGroupCampaign(store);
  }, [store, hostRewards, canJoinGroup]);

  const boosterLeftMs =
    boosters.status === 'ready' && boosters.value.active ? boosters.value.active.activeTillMs - boosters.value.serverTimeMs : null;

  return (
    <OverlayFrame id="rewards-page" title={t`Rewards`}>
      <div className="rewards">
        {hostRewards && <HostRewards />}
        {player === null ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : (
          <ul className="rewards-list">
            {REWARD_ENTRIES.map((entry) => {
              const badge = entry.badge({ player, boosterLeftMs });
              return (
                <li key={entry.id}>
                  <button type="button" className="rewards-entry" id={`rewards-${entry.id}`} onClick={() => open(entry.overlay)}>
                    <b>{i18n._(entry.title)}</b>
                    <span className="rewards-about">{i18n._(entry.about)}</span>
                    {badge && <span className="rewards-badge">{i18n._(badge)}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </OverlayFrame>
  );
}

/** The ad views and the share, from GET /api/reward/status. */
function HostRewards() {
  const { t } = useLingui();
  const store = useStore();
  const rewards = useAtomValue(rewardsAtom);
  if (rewards.status === 'failed') return <LoadFailed error={rewards.error} onRetry={() => void loadRewards(store)} />;
  if (rewards.status !== 'ready') return <p className="message" role="status">{t`Loading…`}</p>;
  return <HostRewardButtons view={rewards.value} />;
}

function HostRewardButtons({ view }: { view: RewardsView }) {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(rewardsBusyAtom);
  const group = useAtomValue(groupCampaignAtom);
  const { adapter } = useAppServices();
  const left = view.adViewsLeft;
  return (
    <section className="rewards-host" aria-label={t`Free emeralds`}>
      <h3 className="rewards-h">{t`Free emeralds`}</h3>
      {adapter.capabilities.rewardedAd && (
        <div className="rewards-row" id="rewards-ad" data-left={left}>
          <span>
            {t`Watch an ad: ${plural(view.adEmeralds, { one: '# emerald', other: '# emeralds' })}`}
            <span className="rewards-about">
              {left > 0
                ? t`${plural(left, { one: '# view', other: '# views' })} of ${view.adViewsPerDay} left today`
                : t`No views left today: come back tomorrow`}
            </span>
          </span>
          <button type="button" className="btn" disabled={busy || left === 0} onClick={() => void watchAd(store, adapter)}>
            {t`Watch`}
          </button>
        </div>
      )}
      {adapter.capabilities.share && (
        <div className="rewards-row" id="rewards-share" data-taken={view.shareTaken}>
          <span>
            {t`Tell your friends: ${plural(view.shareEmeralds, { one: '# emerald', other: '# emeralds' })}, once`}
            {view.shareTaken && <span className="rewards-about">{t`Taken`}</span>}
          </span>
          <button type="button" className="btn" disabled={busy || view.shareTaken} onClick={() => void shareForReward(store, adapter)}>
            {t`Share`}
          </button>
        </div>
      )}
      {group.status === 'ready' && group.value.running && (
        <div className="rewards-row" id="rewards-group" data-taken={view.groupTaken}>
          <span>
            {t`Join our group: ${plural(view.groupEmeralds, { one: '# emerald', other: '# emeralds' })}, once`}
            <span className="rewards-about">
              {view.groupTaken ? t`Taken` : t`The group's news first: events, sales and new heroes`}
            </span>
          </span>
          <button type="button" className="btn" disabled={busy || view.groupTaken} onClick={() => void joinGroupForReward(store, adapter)}>
            {t`Join`}
          </button>
        </div>
      )}
    </section>
  );
}
