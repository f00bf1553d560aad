import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import type { HealthOption } from '../../model/index.ts';
import { abbreviateNumber, healthOf, maxHealthOf } from '../../rules/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { loadHealthOptions, restoreHealth } from '../../state/health.ts';
import { failed, idle, loading, ready, type Remote } from '../../state/remote.ts';
import { warriorClassName } from '../battle/creatureNames.ts';
import { FormError } from '../FormError.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { useAction } from '../useAction.ts';

/** One whole label per currency, so each language words the price its own way. */
const healLabels: Record<HealthOption['currency'], (price: string) => MessageDescriptor> = {
  gold: (price) => msg`Heal for gold: ${price}`,
  mithril: (price) => msg`Heal for emeralds: ${price}`,
};

/**
 * Healing the squad (API health/options and restore). The prices come from the server, which also decides
 * whether the player can pay; health regenerates on its own by 1 a minute meanwhile (product §4).
 */
export function HealthRestorePage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const player = useAtomValue(playerAtom);
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

  return (
    <OverlayFrame id="health-page" title={t`Heal the squad`}>
      <ul className="health-list">
        {squad.map((c) => {
          const name = i18n._(warriorClassName(c.warriorClass));
          const health = abbreviateNumber(healthOf(c));
          const max = abbreviateNumber(maxHealthOf(c));
          return (
            <li key={c.id} data-creature-id={c.id}>
              {t`${name}: health ${health} of ${max}`}
            </li>
          );
        })}
      </ul>
      <p className="message">{t`Heroes heal by themselves, one point a minute.`}</p>
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
        <div className="row">
          {options.value.map((option) => {
            const label = i18n._(healLabels[option.currency](abbreviateNumber(option.price)));
            return (
              <button
                key={option.id}
                type="button"
                className="btn"
                disabled={heal.busy}
                aria-busy={heal.busy}
                data-currency={option.currency}
                onClick={() => void heal.run(option)}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
      {heal.state.status === 'failed' && <FormError error={errorMessage(heal.state.error)} />}
    </OverlayFrame>
  );
}
