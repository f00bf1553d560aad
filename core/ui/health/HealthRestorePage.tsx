import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import type { HealthOption } from '../../model/index.ts';
import { abbreviateNumber, healthOf, maxHealthOf } from '../../rules/index.ts';
import { OverlayName, playerAtom } from '../../state/atoms.ts';
import { openOverlayAtom } from '../../state/overlays.ts';
import { useAppServices } from '../AppServices.tsx';
import { loadHealthOptions, restoreHealth } from '../../state/health.ts';
import { failed, idle, loading, ready, type Remote } from '../../state/remote.ts';
import { creatureName } from '../battle/creatureNames.ts';
import { LazyPortrait } from '../figures/LazyPortrait.tsx';
import { FormError } from '../FormError.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { useAction } from '../useAction.ts';
import './health.css';

/** One whole label per currency, so each language words the price its own way. */
const healLabels: Record<HealthOption['currency'], (price: string) => MessageDescriptor> = {
  gold: (price) => msg`Heal for gold: ${price}`,
  mithril: (price) => msg`Heal for emeralds: ${price}`,
};

/** What the player holds of an option's currency (mithril is shown as emeralds). */
const heldOf = (player: { gold: number; mithril: number }, currency: HealthOption['currency']): number =>
  currency === 'gold' ? player.gold : player.mithril;

/**
 * Healing the squad (API health/options and restore). The prices come from the server, which also decides
 * whether the player can pay; health regenerates on its own by 1 a minute meanwhile (product §4).
 */
export function HealthRestorePage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const player = useAtomValue(playerAtom);
  const { adapter } = useAppServices();
  const open = useSetAtom(openOverlayAtom);
  const [options, setOptions] = useState<Remote<HealthOption[]>>(idle);

  const load = useCallback(async () => {
    setOptions(loading);
    try {
      setOptions(ready(await loadHealthOptions(store)));
    } catch (error: unknown) {
      setOptions(failed(error));
    }
  }, [store]);
  useEffect(() => {
    void load();
  }, [load]);

  const heal = useAction(async (option: HealthOption) => {
    await restoreHealth(store, option);
    await load();
  });

  const squad = (player?.creatures ?? []).filter((c) => c.combative);
  const whole = squad.every((c) => healthOf(c) >= maxHealthOf(c));
  // Product §9: +1 health a minute for each hero, so the most hurt one says when the squad is whole.
  const minutes = Math.max(0, ...squad.map((c) => maxHealthOf(c) - healthOf(c)));
  // Emeralds that cannot be bought here and are not held: no such offer is shown (issue 10 "no dead end").
  const shown = options.status === 'ready'
    ? options.value.filter((o) => o.currency !== 'mithril' || adapter.capabilities.payments || (player?.mithril ?? 0) >= o.price)
    : [];
  const hiddenEmeralds = options.status === 'ready' && shown.length < options.value.length;

  return (
    <OverlayFrame id="health-page" title={t`Heal the squad`}>
      <ul className="health-list">
        {squad.map((c) => {
          const name = i18n._(creatureName(c.warriorClass, c.imageId));
          const health = abbreviateNumber(healthOf(c));
          const max = abbreviateNumber(maxHealthOf(c));
          return (
            <li key={c.id} data-creature-id={c.id}>
              <LazyPortrait imageId={c.imageId} warriorClass={c.warriorClass} size={28} className="health-portrait" />
              {t`${name}: health ${health} of ${max}`}
            </li>
          );
        })}
      </ul>
      <p className="message">
        {t`Heroes heal by themselves, one point a minute.`}
        {!whole && (
          <>
            {' '}
            <span data-testid="heal-wait">
              <Plural value={minutes} one="Free and full again in # minute." other="Free and full again in # minutes." />
            </span>
          </>
        )}
      </p>
      {options.status === 'loading' || options.status === 'idle' ? (
        <p className="message" aria-live="polite">
          {t`Loading prices…`}
        </p>
      ) : options.status === 'failed' ? (
        <div role="alert">
          <p className="message">{i18n._(errorMessage(options.error))}</p>
          <button type="button" className="btn btn-quiet" onClick={() => void load()}>
            {t`Try again`}
          </button>
        </div>
      ) : whole ? (
        <p className="message" data-testid="squad-whole">
          {t`Your squad is in full health.`}
        </p>
      ) : (
        <div className="health-options">
          {shown.map((option) => {
            const label = i18n._(healLabels[option.currency](abbreviateNumber(option.price)));
            const short = player !== null && heldOf(player, option.currency) < option.price;
            return (
              <div key={option.id} className="center-col">
                <button
                  type="button"
                  className="btn"
                  disabled={heal.busy || short}
                  aria-busy={heal.busy}
                  data-currency={option.currency}
                  onClick={() => void heal.run(option)}
                >
                  {label}
                </button>
                {short && option.currency === 'gold' && (
                  <p className="note">{t`Not enough gold: take it on the road and win battles.`}</p>
                )}
                {short && option.currency === 'mithril' && (
                  <p className="note">
                    {t`Not enough emeralds.`}{' '}
                    <button type="button" className="link-btn" onClick={() => open(OverlayName.bank)}>
                      {t`Buy emeralds`}
                    </button>
                  </p>
                )}
              </div>
            );
          })}
          {hiddenEmeralds && <p className="note">{t`Emeralds cannot be bought here, so healing for emeralds is not offered.`}</p>}
        </div>
      )}
      {heal.state.status === 'failed' && <FormError error={errorMessage(heal.state.error)} />}
    </OverlayFrame>
  );
}
