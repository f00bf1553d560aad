import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ErrorCode, SnowWorldState } from '../../model/index.ts';
import type { EventsView, RunningEventView, SnowWorldView } from '../../model/index.ts';
import { isNearPlace, waitParts } from '../../rules/index.ts';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { playerAtom } from '../../state/atoms.ts';
import { eventsAtom, eventsBusyAtom, loadEvents, runEventAction } from '../../state/events.ts';
import { resetRoadNews } from '../../state/playerSwitches.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { eventNames, itemAmount, prizeText, spanText, taskGoal } from './eventTexts.ts';
import './events.css';

/**
 * The events page (issue 12, product §1 "a snow world, seasonal events"): the running event with its currency, its
 * tasks, the reward ladder and its places on the road, and the snow world with its stay and the 6-hour wait, shown
 * before the player tries. Between events it tells which event comes next and when.
 */
export function EventsPage() {
  const { t } = useLingui();
  const store = useStore();
  const events = useAtomValue(eventsAtom);

  useEffect(() => {
    void loadEvents(store);
    // The road's "new" mark leads here: the page shows what is new, so the news is seen.
    resetRoadNews(store).catch((error: unknown) => console.error('Events: the road news was not reset', error));
  }, [store]);

  return (
    <OverlayFrame id="events-page" title={t`Events`}>
      <div className="events" data-status={events.status}>
        {events.status === 'failed' ? (
          <LoadFailed error={events.error} onRetry={() => void loadEvents(store)} />
        ) : events.status !== 'ready' ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : (
          <EventsBody view={events.value} />
        )}
      </div>
    </OverlayFrame>
  );
}

function EventsBody({ view }: { view: EventsView }) {
  const { t, i18n } = useLingui();
  const next = view.next;
  return (
    <>
      {view.event === null ? (
        <section className="event-empty" data-empty="true">
          <p className="message">{t`No event is running now.`}</p>
          <p className="event-note">
            {t`Next: ${i18n._(eventNames[next.id])} starts in ${i18n._(spanText(next.startMs - view.serverTimeMs))}.`}
          </p>
        </section>
      ) : (
        <RunningEvent event={view.event} now={view.serverTimeMs} />
      )}
      <SnowWorld snow={view.snow} now={view.serverTimeMs} />
    </>
  );
}

function RunningEvent({ event, now }: { event: RunningEventView; now: number }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(eventsBusyAtom);
  const player = useAtomValue(playerAtom);
  const currency = i18n._(itemAmount(event.item, event.currency));
  return (
    <>
      <section className="event-head" data-event={event.id}>
        <h3 className="event-title">{i18n._(eventNames[event.id])}</h3>
        <p className="event-note">{t`Ends in ${i18n._(spanText(event.endMs - now))}`}</p>
        <p className="event-currency" id="event-currency" data-amount={event.currency}>
          <span className={`event-token event-token-${event.item}`} aria-hidden="true" />
          {t`You have ${currency}`}
        </p>
      </section>
      <section className="event-group" aria-label={t`Event tasks`}>
        <h3 className="event-h">{t`Event tasks`}</h3>
        <ul className="event-list">
          {event.tasks.map((task) => (
            <li key={task.id} className="event-row" data-task={task.id} data-done={task.progress >= task.total}>
              <span className="event-row-text">{i18n._(taskGoal(task.event, task.total))}</span>
              <span className="event-bar" aria-hidden="true">
                <span className="event-fill" style={{ width: `${(100 * task.progress) / task.total}%` }} />
              </span>
              <span className="event-count">{task.progress}/{task.total}</span>
              <span className="event-pay">+{i18n._(itemAmount(event.item, task.currency))}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="event-group" aria-label={t`Reward ladder`}>
        <h3 className="event-h">{t`Reward ladder`}</h3>
        <ul className="event-list">
          {event.rewards.map((reward) => (
            <li key={reward.id} className="event-row" data-reward={reward.id} data-bought={reward.bought}>
              <span className="event-row-text">{i18n._(prizeText(reward.prize, reward.amount))}</span>
              {reward.bought ? (
                <span className="event-done">{t`Bought`}</span>
              ) : (
                <button
                  type="button"
                  className="btn event-buy"
                  disabled={busy || event.currency < reward.price}
                  onClick={() => void runEventAction(store, { kind: 'buyReward', id: reward.id })}
                >
                  {t`Buy for ${i18n._(itemAmount(event.item, reward.price))}`}
                </button>
              )}
            </li>
          ))}
        </ul>
        <p className="event-note">{t`Unspent event currency lapses when the next event begins.`}</p>
      </section>
      <section className="event-group" aria-label={t`On the road`}>
        <h3 className="event-h">{t`On the road`}</h3>
        <ul className="event-list">
          {event.places.map((place) => {
            const steps = player === null ? 0 : Math.abs(place.posY - player.coordinate);
            const near = player !== null && isNearPlace(player.coordinate, place.posY);
            return (
              <li key={place.id} className="event-row" data-place={place.id} data-taken={place.taken}>
                <span className="event-row-text">{i18n._(itemAmount(event.item, place.amount))}</span>
                {place.taken ? (
                  <span className="event-done">{t`Taken`}</span>
                ) : near ? (
                  <button type="button" className="btn" disabled={busy} onClick={() => void runEventAction(store, { kind: 'takePlace', id: place.id })}>
                    {t`Take`}
                  </button>
                ) : (
                  <span className="event-note">{t`Walk ${plural(steps, { one: '# step', other: '# steps' })} along the road to reach it`}</span>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

function SnowWorld({ snow, now }: { snow: SnowWorldView; now: number }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(eventsBusyAtom);
  return (
    <section className="event-group snow" id="snow-world" data-state={snow.state} aria-label={t`The snow world`}>
      <h3 className="event-h">{t`The snow world`}</h3>
      {snow.state === SnowWorldState.closed && (
        <p className="event-note">{t`The portal to the snow world opens while an event runs.`}</p>
      )}
      {snow.state === SnowWorldState.open && (
        <>
          <p className="event-note">
            {t`A stay lasts ${i18n._(spanText(snow.stayMs))}; then you go home and may return after 6 hours.`}
          </p>
          <button type="button" className="btn" id="snow-enter" disabled={busy} onClick={() => void runEventAction(store, { kind: 'enterSnowWorld' })}>
            {t`Enter the snow world`}
          </button>
        </>
      )}
      {snow.state === SnowWorldState.inside && snow.endsAtMs !== null && (
        <>
          <p className="event-note">{t`You are in the snow world. Time left: ${i18n._(spanText(snow.endsAtMs - now))}`}</p>
          <p className="event-note">{t`Snow drifts dug: ${snow.driftsTaken} of ${snow.drifts}`}</p>
          <div className="snow-actions">
            <button
              type="button"
              className="btn"
              id="snow-drift"
              disabled={busy || snow.driftsTaken >= snow.drifts}
              onClick={() => void runEventAction(store, { kind: 'takeDrift' })}
            >
              {t`Dig a snow drift`}
            </button>
            <button type="button" className="btn btn-quiet" id="snow-leave" disabled={busy} onClick={() => void runEventAction(store, { kind: 'leaveSnowWorld' })}>
              {t`Go home`}
            </button>
          </div>
        </>
      )}
      {snow.state === SnowWorldState.waiting && snow.returnAtMs !== null && (
        <>
          <p className="event-wait" id="snow-wait" role="status">
            {i18n._(errorMessage({ code: ErrorCode.SNOW_WORLD_TIME_LIMIT, params: waitParts(snow.returnAtMs - now) }))}
          </p>
          <button type="button" className="btn" id="snow-enter" disabled>
            {t`Enter the snow world`}
          </button>
        </>
      )}
    </section>
  );
}
