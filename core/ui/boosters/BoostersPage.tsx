import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BoosterKind } from '../../model/index.ts';
import type { BoostersView } from '../../model/index.ts';
import { BOOSTERS } from '../../rules/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import {
  activateHeldBooster, boostersAtom, boostersBusyAtom, buyBooster, loadBoosters, takeBoosterGift,
} from '../../state/boosters.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { useDuration } from '../useDuration.ts';
import './boosters.css';

const boosterNames: Record<BoosterKind, MessageDescriptor> = {
  experience: msg`Experience booster`,
  silver: msg`Silver set`,
  gold: msg`Gold set`,
  platinum: msg`Platinum set`,
};

/**
 * The boosters page (issue 12, product §9): the active booster with its time left, the boosters the player holds
 * (activate), the shop (buy for emeralds) and the BOOSTER campaign's gift while it runs. The rule (prolong, replace,
 * a weaker one refused) is told before the player tries; the server decides and a refusal comes as a toast.
 */
export function BoostersPage() {
  const { t } = useLingui();
  const store = useStore();
  const boosters = useAtomValue(boostersAtom);

  useEffect(() => {
    void loadBoosters(store);
  }, [store]);

  return (
    <OverlayFrame id="boosters-page" title={t`Boosters`}>
      <div className="boosters" data-status={boosters.status}>
        {boosters.status === 'failed' ? (
          <LoadFailed error={boosters.error} onRetry={() => void loadBoosters(store)} />
        ) : boosters.status !== 'ready' ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : (
          <BoostersContents view={boosters.value} />
        )}
      </div>
    </OverlayFrame>
  );
}

function BoostersContents({ view }: { view: BoostersView }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(boostersBusyAtom);
  const emeralds = useAtomValue(playerAtom)?.mithril ?? 0;
  const duration = useDuration();
  const active = view.active;
  const left = active ? duration(active.activeTillMs - view.serverTimeMs) : '';

  const effect = (kind: BoosterKind): string => {
    const { experiencePct, regenerationFactor } = BOOSTERS[kind];
    const hours = duration(BOOSTERS[kind].durationMs);
    return regenerationFactor > 1
      ? t`+${experiencePct}% experience, regeneration ×${regenerationFactor}, for ${hours}`
      : t`+${experiencePct}% experience for ${hours}`;
  };

  return (
    <>
      <section className="boosters-active" id="boosters-active" data-kind={active?.kind ?? ''}>
        {active ? (
          <>
            <b>{i18n._(boosterNames[active.kind])}</b>
            <span className="boosters-sub">{effect(active.kind)}</span>
            <span className="boosters-left">{t`${left} left`}</span>
          </>
        ) : (
          <span className="boosters-sub">{t`No booster is active.`}</span>
        )}
      </section>
      <p className="boosters-rule">
        {t`One booster works at a time: another of the same kind adds its time, a stronger one replaces it, a weaker one waits until it ends.`}
      </p>

      <h3 className="boosters-h">{t`Your boosters`}</h3>
      {view.campaignGift === 'available' && (
        <button type="button" className="btn" id="boosters-gift" disabled={busy} onClick={() => void takeBoosterGift(store)}>
          {t`Take the campaign's free booster`}
        </button>
      )}
      {view.items.length === 0 ? (
        <p className="boosters-empty" id="boosters-empty">{t`You hold no boosters. Buy one below.`}</p>
      ) : (
        <ul className="boosters-list" id="boosters-held">
          {view.items.map((item) => (
            <li key={item.id} className={`boosters-item booster-${item.kind}`} data-kind={item.kind}>
              <b>{i18n._(boosterNames[item.kind])}</b>
              <button type="button" className="btn" disabled={busy} onClick={() => void activateHeldBooster(store, item.id)}>
                {t`Activate`}
              </button>
            </li>
          ))}
        </ul>
      )}

      <h3 className="boosters-h">{t`Shop`}</h3>
      <ul className="boosters-list" id="boosters-shop">
        {Object.values(BoosterKind).map((kind) => {
          const price = view.prices[kind];
          return (
            <li key={kind} className={`boosters-item booster-${kind}`} data-kind={kind}>
              <b>{i18n._(boosterNames[kind])}</b>
              <span className="boosters-sub">{effect(kind)}</span>
              <button
                type="button"
                className="btn"
                disabled={busy || emeralds < price}
                title={emeralds < price ? t`Not enough emeralds` : undefined}
                onClick={() => void buyBooster(store, kind, price)}
              >
                {t`Buy for ${plural(price, { one: '# emerald', other: '# emeralds' })}`}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
