import { useEffect, useState, type ReactNode } from 'react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { WHEEL_COLOURS } from '../../content/index.ts';
import { WheelTicket } from '../../model/index.ts';
import type { WheelView } from '../../model/index.ts';
import { errorMessages } from '../../i18n/errorMessage.ts';
import {
  loadWheel, spinWheel, takeWheelReward, wheelAtom, wheelBusyAtom, wheelLandedAtom, wheelShownAtom, wheelTurnAtom,
} from '../../state/wheel.ts';
import { warriorClassName } from '../battle/creatureNames.ts';
import { Portrait } from '../figures/Portrait.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { prizeText } from './prizeText.ts';
import './wheel.css';

/**
 * The wheel of fortune (issue 12, product §2): the usual and the golden wheel, the tickets and today's spins, why a
 * spin cannot be made before the player tries (no ticket, the daily limit), the spin turned in the renderer (`stage`,
 * composed by core/app) to the sector the server drew, then the prize and a Take button (with the hero who gets an
 * experience prize).
 */
export function WheelPage({ stage }: { stage: ReactNode }) {
  const { t } = useLingui();
  const store = useStore();
  const wheel = useAtomValue(wheelAtom);

  useEffect(() => {
    void loadWheel(store);
  }, [store]);

  return (
    <OverlayFrame id="wheel-page" title={t`Wheel of fortune`}>
      <div className="wheel" data-status={wheel.status}>
        {wheel.status === 'failed' ? (
          <LoadFailed error={wheel.error} onRetry={() => void loadWheel(store)} />
        ) : wheel.status !== 'ready' ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : (
          <WheelContents view={wheel.value} stage={stage} />
        )}
      </div>
    </OverlayFrame>
  );
}

function WheelContents({ view, stage }: { view: WheelView; stage: ReactNode }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(wheelBusyAtom);
  const [shown, setShown] = useAtom(wheelShownAtom);
  const turn = useAtomValue(wheelTurnAtom);
  const landed = useAtomValue(wheelLandedAtom);
  const pending = view.pending;
  const turning = turn !== null && pending !== null && landed !== turn.id;
  const golden = shown === WheelTicket.golden;
  const held = golden ? view.goldenTickets : view.tickets;
  const spins = golden ? view.goldenSpinsToday : view.spinsToday;
  const limit = golden ? view.goldenDailySpins : view.dailySpins;
  const atLimit = spins >= limit;
  const say = i18n._.bind(i18n);
  const per = view.emeraldsPerGoldenTicket;
  const left = view.nextGoldenTicketIn;
  const received = view.taken ? prizeText(view.taken.sector, say) : '';

  // The reward's wheel is the one shown while it waits.
  useEffect(() => {
    if (pending && pending.ticket !== shown) setShown(pending.ticket);
  }, [pending, shown, setShown]);

  const gate = pending
    ? null
    : atLimit
      ? i18n._({ ...errorMessages.WHEEL_DAILY_LIMIT, values: { limit } })
      : held < 1
        ? golden
          ? t`A golden ticket comes with every ${per} emeralds bought: ${left} more to go.`
          : t`You have no tickets. Find them on the road, or win them on the wheel.`
        : null;

  return (
    <>
      <div className="wheel-tabs" role="group" aria-label={t`Which wheel`}>
        <button type="button" className="btn btn-quiet" id="wheel-tab-usual" aria-pressed={!golden}
          disabled={pending !== null || busy} onClick={() => setShown(WheelTicket.usual)}>
          {t`Wheel`}
        </button>
        <button type="button" className="btn btn-quiet" id="wheel-tab-golden" aria-pressed={golden}
          disabled={pending !== null || busy} onClick={() => setShown(WheelTicket.golden)}>
          {t`Golden wheel`}
        </button>
      </div>
      <div className="wheel-body">
        <div className="wheel-stage" data-landed={turn !== null && landed === turn.id}>{stage}</div>
        <div className="wheel-side">
          <p className="wheel-line" id="wheel-tickets">
            {golden ? t`Golden tickets: ${held}` : t`Tickets: ${held}`}
          </p>
          <p className="wheel-line" id="wheel-spins">{t`Spins today: ${spins} of ${limit}`}</p>
          {gate && (
            <p className="wheel-gate" id="wheel-gate" role="status">{gate}</p>
          )}
          {!pending && (
            <button type="button" className="btn" id="wheel-spin" disabled={busy || gate !== null}
              onClick={() => void spinWheel(store, shown)}>
              {golden ? t`Spin the golden wheel` : t`Spin`}
            </button>
          )}
          {turning && <p className="message" role="status">{t`The wheel is turning…`}</p>}
          {pending && !turning && <Reward view={view} />}
          {!pending && view.taken && (
            <p className="wheel-taken" id="wheel-taken" role="status">
              {t`Received: ${received}`}
            </p>
          )}
        </div>
      </div>
      <h3 className="wheel-h">{golden ? t`Prizes of the golden wheel` : t`Prizes of the wheel`}</h3>
      <ul className="wheel-legend" id="wheel-legend">
        {view.sectors[shown].map((sector, i) => (
          <li key={i}>
            <span className="wheel-swatch" style={{ background: WHEEL_COLOURS[shown][i] }} aria-hidden="true" />
            {prizeText(sector, say)}
          </li>
        ))}
      </ul>
    </>
  );
}

function Reward({ view }: { view: WheelView }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(wheelBusyAtom);
  const pending = view.pending!;
  const needsHero = pending.sector.prize === 'heroExperience';
  const prize = prizeText(pending.sector, i18n._.bind(i18n));
  const [heroId, setHeroId] = useState<number | null>(view.creatures.find((h) => h.squadSlot !== null)?.id ?? view.creatures[0]?.id ?? null);
  const chosen = view.creatures.find((h) => h.id === heroId);
  return (
    <div className="wheel-result" id="wheel-result">
      <p className="wheel-won">{t`You won: ${prize}`}</p>
      {needsHero && (
        <div className="field">
          <label htmlFor="wheel-hero">{t`Hero to receive the experience`}</label>
          <span className="portrait-select">
            {chosen && <Portrait imageId={chosen.imageId} warriorClass={chosen.heroClass} size={32} className="wheel-portrait" />}
            <select id="wheel-hero" className="input" value={heroId ?? ''} onChange={(e) => setHeroId(Number(e.target.value))}>
              {view.creatures.map((h) => {
                const hero = i18n._(warriorClassName(h.heroClass));
                const level = h.level;
                return (
                  <option key={h.id} value={h.id}>
                    {t`${hero}, level ${level}`}
                  </option>
                );
              })}
            </select>
          </span>
        </div>
      )}
      <button type="button" className="btn" id="wheel-take" disabled={busy || (needsHero && heroId === null)}
        onClick={() => void takeWheelReward(store, needsHero ? heroId : null)}>
        {t`Take`}
      </button>
    </div>
  );
}
