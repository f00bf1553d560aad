import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { HERO_CONSUMABLES } from '../../content/index.ts';
import { AUTO_HEAL_STEPS, ConsumableKind, ElixirOrder } from '../../model/index.ts';
import type { AutoHealBelowPct, BackpackView } from '../../model/index.ts';
import { OverlayName } from '../../state/atoms.ts';
import { openOverlay } from '../../state/overlays.ts';
import { backpackAtom, backpackBusyAtom, loadBackpack, setBackpackSlot, setElixirSettings } from '../../state/backpack.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { consumableName } from './consumableName.ts';
import './backpack.css';

const kindTitles: Record<ConsumableKind, MessageDescriptor> = {
  potion: msg`Potion slots`,
  scroll: msg`Scroll slots`,
};
const orderNames: Record<ElixirOrder, MessageDescriptor> = {
  weakest: msg`The weakest potion first`,
  strongest: msg`The strongest potion first`,
};

/**
 * The backpack (issue 11, product §2 "backpack with slot settings for elixirs and scrolls"): the potions and scrolls
 * the player holds, which of them sit in the three battle quick slots of each kind, and the elixir settings (a
 * potion drunk on its own below a share of health), locked with the stair they open at until then (product §9).
 * Every change is one call; the page shows what the server answers, a refusal as a toast.
 */
export function BackpackPage() {
  const { t } = useLingui();
  const store = useStore();
  const backpack = useAtomValue(backpackAtom);

  useEffect(() => {
    void loadBackpack(store);
  }, [store]);

  return (
    <OverlayFrame id="backpack-page" title={t`Backpack`}>
      <div className="backpack" data-status={backpack.status}>
        {backpack.status === 'failed' ? (
          <LoadFailed error={backpack.error} onRetry={() => void loadBackpack(store)} />
        ) : backpack.status !== 'ready' ? (
          <p className="message" role="status">{t`Loading…`}</p>
        ) : (
          <BackpackContents view={backpack.value} />
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-quiet" id="backpack-to-heroes" onClick={() => openOverlay(store, OverlayName.heroes)}>
            {t`Back to the heroes`}
          </button>
        </div>
      </div>
    </OverlayFrame>
  );
}

function BackpackContents({ view }: { view: BackpackView }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(backpackBusyAtom);
  const countOf = (itemId: string) => view.stacks.find((s) => s.itemId === itemId)?.ids.length ?? 0;
  const locked = view.stair < view.elixirSettingsStair;
  const { autoHealBelowPct, order } = view.elixirSettings;
  const openStair = view.elixirSettingsStair;
  const stair = view.stair;

  return (
    <>
      <h3 className="backpack-h">{t`Potions and scrolls`}</h3>
      {view.stacks.length === 0 ? (
        <p className="backpack-empty" id="backpack-empty">
          {t`The backpack is empty. The backpack shop on the heroes page sells potions and scrolls.`}
        </p>
      ) : (
        <ul className="backpack-items" id="backpack-items">
          {view.stacks.map((stack) => {
            const name = i18n._(consumableName(stack));
            const power = stack.power;
            const count = stack.ids.length;
            return (
              <li key={`${stack.kind}:${stack.power}`} className={`backpack-item consumable-${stack.kind}`} data-item={stack.itemId ?? ''} data-count={count}>
                <b>{name}</b>
                <span className="backpack-sub">{stack.kind === ConsumableKind.potion ? t`Heals ${power} health` : t`Deals ${power} damage`}</span>
                <span className="backpack-count">{t`× ${count}`}</span>
              </li>
            );
          })}
        </ul>
      )}

      <h3 className="backpack-h">{t`Battle slots`}</h3>
      <p className="backpack-sub">{t`What you can reach for in battle: pick a slot there, then the creature.`}</p>
      {Object.values(ConsumableKind).map((kind) => (
        <fieldset key={kind} className="backpack-slots" data-kind={kind} disabled={busy}>
          <legend>{i18n._(kindTitles[kind])}</legend>
          {view.slots[kind].map((itemId, index) => {
            const id = `backpack-slot-${kind}-${index}`;
            const slot = index + 1;
            return (
              <div key={id} className="field">
                <label htmlFor={id}>{t`Slot ${slot}`}</label>
                <select
                  id={id}
                  className="input"
                  value={itemId ?? ''}
                  onChange={(event) => void setBackpackSlot(store, kind, index, event.target.value || null)}
                >
                  <option value="">{t`Empty`}</option>
                  {Object.values(HERO_CONSUMABLES)
                    .filter((def) => def.kind === kind)
                    .map((def) => {
                      const name = i18n._(consumableName({ itemId: def.id, kind, power: def.power }));
                      const count = countOf(def.id);
                      return (
                        <option key={def.id} value={def.id}>
                          {t`${name} (${count})`}
                        </option>
                      );
                    })}
                </select>
              </div>
            );
          })}
        </fieldset>
      ))}

      <h3 className="backpack-h">{t`Elixir settings`}</h3>
      {locked && (
        <p className="backpack-locked" id="elixir-locked">
          {t`Elixir settings open at stair ${openStair}; you are on stair ${stair}.`}
        </p>
      )}
      <fieldset className="backpack-elixir" id="elixir-settings" disabled={busy || locked} data-locked={locked}>
        <legend className="visually-hidden">{t`Elixir settings`}</legend>
        <div className="field">
          <label htmlFor="elixir-threshold">{t`A hero drinks a potion on their own`}</label>
          <select
            id="elixir-threshold"
            className="input"
            value={autoHealBelowPct}
            onChange={(event) => void setElixirSettings(store, Number(event.target.value) as AutoHealBelowPct, order)}
          >
            {AUTO_HEAL_STEPS.map((pct) => (
              <option key={pct} value={pct}>
                {pct === 0 ? t`Never` : t`Below ${pct}% health`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="elixir-order">{t`Which potion`}</label>
          <select
            id="elixir-order"
            className="input"
            value={order}
            onChange={(event) => void setElixirSettings(store, autoHealBelowPct, event.target.value as ElixirOrder)}
          >
            {Object.values(ElixirOrder).map((o) => (
              <option key={o} value={o}>
                {i18n._(orderNames[o])}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </>
  );
}
