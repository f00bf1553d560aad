import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ChestStatus, DailyRewardsView, DelayedChestView } from '../../model/index.ts';
import { clockText } from '../../rules/index.ts';
import {
  chestsBusyAtom, chestsPageAtom, lastPrizesAtom, loadChestsPage, openChest, speedUpDelayedChest, takeDailyReward,
  takeDelayedChest,
} from '../../state/chests.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { useServerNow } from '../useServerNow.ts';
import { ChestArt } from './ChestArt.tsx';
import { chestGoals, chestNames, dailyHints, dailyNames, prizeText } from './chestTexts.ts';
import './chests.css';

/**
 * The chests page (issue 12, product §2 "chests"): the daily rewards, the free chest that ripens over time, and the
 * chests earned by emeralds bought with the threshold and progress of each, so a player sees what earns a chest
 * before trying. Every give is one call; what it gave shows at the top, a refusal as a toast.
 */
export function ChestsPage() {
  const { t } = useLingui();
  const store = useStore();
  const page = useAtomValue(chestsPageAtom);

  useEffect(() => {
    void loadChestsPage(store);
  }, [store]);

  return (
    <OverlayFrame id="chests-page" title={t`Chests`}>
      <div className="chests" data-status={page.status}>
        {page.status === 'failed' ? (
          <LoadFailed error={page.error} onRetry={() => void loadChestsPage(store)} />
        ) : page.status !== 'ready' ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : (
          <>
            <LastPrizes />
            <DailyRewards view={page.value.daily} />
            <DelayedChest view={page.value.delayed} />
            <EmeraldChests bought={page.value.chests.boughtEmeralds} chests={page.value.chests.chests} />
          </>
        )}
      </div>
    </OverlayFrame>
  );
}

function LastPrizes() {
  const { t, i18n } = useLingui();
  const prizes = useAtomValue(lastPrizesAtom);
  if (!prizes) return null;
  return (
    <div className="chests-prizes" id="chests-prizes" role="status">
      <b>{t`You received:`}</b>
      <ul>
        {prizes.map((p, i) => (
          <li key={i}>{prizeText(p, i18n)}</li>
        ))}
      </ul>
    </div>
  );
}

function DailyRewards({ view }: { view: DailyRewardsView }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(chestsBusyAtom);
  const now = useServerNow();
  return (
    <section className="chests-section" aria-labelledby="chests-daily-h">
      <h3 id="chests-daily-h" className="chests-h">{t`Daily rewards`}</h3>
      <ul className="chests-list">
        {view.rewards.map((reward) => {
          const left = clockText(Math.max(0, reward.nextAtMs - now));
          return (
            <li key={reward.kind} className="chests-row" data-daily={reward.kind} data-available={reward.available}>
              <div className="chests-row-text">
                <b>{i18n._(dailyNames[reward.kind])}</b>
                <span className="chests-sub">{i18n._(dailyHints[reward.kind])}</span>
                <span className="chests-sub">{reward.prizes.map((p) => prizeText(p, i18n)).join(' · ')}</span>
              </div>
              {reward.available ? (
                <button type="button" className="btn" disabled={busy} onClick={() => void takeDailyReward(store, reward.kind)}>
                  {t`Take`}
                </button>
              ) : (
                <span className="chests-wait">{t`Next in ${left}`}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function DelayedChest({ view }: { view: DelayedChestView }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(chestsBusyAtom);
  const now = useServerNow();
  const leftMs = view.ripensAtMs === null ? 0 : Math.max(0, view.ripensAtMs - now);
  const ripe = view.ripe || (view.ripensAtMs !== null && leftMs === 0);
  const left = clockText(leftMs);
  const price = view.speedUpPrice;
  return (
    <section className="chests-section" aria-labelledby="chests-free-h">
      <h3 id="chests-free-h" className="chests-h">{t`Free chest`}</h3>
      <div className="chests-row" id="delayed-chest" data-ripe={ripe}>
        <ChestArt type="silver" open={ripe} />
        <div className="chests-row-text">
          <span className="chests-sub">{t`A free chest ripens every four hours.`}</span>
          <span className="chests-sub">{view.prizes.map((p) => prizeText(p, i18n)).join(' · ')}</span>
          {!ripe && view.ripensAtMs !== null && <b className="chests-timer">{t`Ripens in ${left}`}</b>}
        </div>
        {ripe ? (
          <button type="button" className="btn" id="delayed-take" disabled={busy} onClick={() => void takeDelayedChest(store)}>
            {t`Take`}
          </button>
        ) : (
          view.ripensAtMs !== null && (
            <button type="button" className="btn btn-quiet" id="delayed-speedup" disabled={busy} onClick={() => void speedUpDelayedChest(store)}>
              {t`Open now for ${plural(price, { one: '# emerald', other: '# emeralds' })}`}
            </button>
          )
        )}
      </div>
    </section>
  );
}

function EmeraldChests({ bought, chests }: { bought: number; chests: ChestStatus[] }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(chestsBusyAtom);
  const boughtText = i18n.number(bought);
  return (
    <section className="chests-section" aria-labelledby="chests-bought-h">
      <h3 id="chests-bought-h" className="chests-h">{t`Chests for emeralds bought`}</h3>
      <p className="chests-sub" id="chests-bought">{t`Emeralds bought in total: ${boughtText}`}</p>
      <ul className="chests-grid">
        {chests.map((chest) => {
          const opened = chest.openedAtMs !== null;
          const threshold = chest.threshold;
          const shown = Math.min(bought, threshold);
          const shownText = i18n.number(shown);
          const thresholdText = i18n.number(threshold);
          return (
            <li key={chest.type} className="chest-card" data-chest={chest.type} data-earned={chest.earned} data-opened={opened}>
              <ChestArt type={chest.type} open={opened} locked={!chest.earned} />
              <b>{i18n._(chestNames[chest.type])}</b>
              {!chest.earned && (
                <>
                  <span className="chests-goal">{i18n._({ ...chestGoals[chest.type], values: { threshold } })}</span>
                  <span className="chest-progress" role="progressbar" aria-valuemin={0} aria-valuemax={threshold} aria-valuenow={shown}>
                    <span style={{ width: `${(shown / threshold) * 100}%` }} />
                  </span>
                  <span className="chests-sub">{t`${shownText} of ${thresholdText}`}</span>
                </>
              )}
              <ul className="chest-prizes">
                {chest.prizes.map((p, i) => (
                  <li key={i}>{prizeText(p, i18n)}</li>
                ))}
              </ul>
              {opened ? (
                <span className="chests-done">{t`Opened`}</span>
              ) : (
                <button
                  type="button"
                  className={chest.earned ? 'btn' : 'btn btn-quiet'}
                  disabled={busy || !chest.earned}
                  onClick={() => void openChest(store, chest.type)}
                >
                  {t`Open`}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
