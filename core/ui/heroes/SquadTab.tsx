import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { HERO_CATALOG } from '../../content/index.ts';
import { HERO_RULES } from '../../rules/index.ts';
import type { HeroesView, HeroView } from '../../model/index.ts';
import { openCreature } from '../../state/openCreature.ts';
import { heroAction, heroesBusyAtom } from '../../state/heroes.ts';
import { HeroLabel } from './heroParts.tsx';

/** The fighting six in slot order and the reserve (issue 11 "heroes" tab): move a hero in or out, group leveling. */
export function SquadTab({ view }: { view: HeroesView }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(heroesBusyAtom);
  const byId = new Map(view.heroes.map((h) => [h.hero.id, h]));
  const bySlot = new Map(view.heroes.filter((h) => h.hero.squadSlot !== null).map((h) => [h.hero.squadSlot, h]));
  const slots = Array.from({ length: HERO_RULES.squadSize }, (_, slot) => slot);
  const freeSlot = slots.find((slot) => !bySlot.has(slot));
  const reserve = view.reserve.map((id) => byId.get(id)).filter((h): h is HeroView => h !== undefined);
  const weakest = view.groupLeveling === 'weakest';
  // Reserve heroes picked for the exchange (product §5: an exchange needs heroes selected).
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = reserve.filter((h) => picked.has(h.hero.id) && !h.hero.temporal);
  const tokens = chosen.reduce((sum, h) => sum + HERO_CATALOG.qualities[h.hero.quality].exchangeTokens * h.hero.rank, 0);
  const count = chosen.length;
  const togglePick = (id: number) =>
    setPicked((held) => {
      const next = new Set(held);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="heroes-tab" id="heroes-squad">
      <h3 className="heroes-h">{t`Fighting six`}</h3>
      <ol className="hero-list hero-slots">
        {slots.map((slot) => {
          const hero = bySlot.get(slot);
          const number = slot + 1;
          return (
            <li key={slot} className="hero-row" data-slot={slot} data-hero={hero?.hero.id}>
              <span className="hero-slot-no" aria-label={t`Slot ${number}`}>{number}</span>
              {hero ? (
                <>
                  <HeroLabel view={hero} />
                  <ViewButton heroId={hero.hero.id} />
                  <button
                    type="button"
                    className="icon-btn"
                    disabled={busy || view.squad.length <= 1}
                    title={view.squad.length <= 1 ? t`At least one hero must fight` : undefined}
                    onClick={() => void heroAction(store, (api) => api.sendToReserve(hero.hero.id))}
                  >
                    {t`To reserve`}
                  </button>
                </>
              ) : (
                <span className="hero-empty">{t`Empty slot`}</span>
              )}
            </li>
          );
        })}
      </ol>
      {view.squad.length <= 1 && <p className="note">{t`At least one hero must fight`}</p>}

      <h3 className="heroes-h">{t`Reserve`}</h3>
      {reserve.length === 0 ? (
        <p className="hero-empty" id="heroes-reserve-empty">{t`No heroes in reserve. Buy one in the shops.`}</p>
      ) : (
        <ul className="hero-list" id="heroes-reserve">
          {reserve.map((hero) => (
            <li key={hero.hero.id} className="hero-row" data-hero={hero.hero.id}>
              <HeroLabel view={hero} />
              <ViewButton heroId={hero.hero.id} />
              {!hero.hero.temporal && (
                <label className="hero-pick">
                  <input type="checkbox" checked={picked.has(hero.hero.id)} onChange={() => togglePick(hero.hero.id)} />{' '}
                  {t`Exchange`}
                </label>
              )}
              {freeSlot !== undefined ? (
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => void heroAction(store, (api) => api.placeInSquad(hero.hero.id, freeSlot))}
                >
                  {t`To squad`}
                </button>
              ) : (
                <SwapSelect hero={hero} squad={[...bySlot.entries()]} busy={busy} />
              )}
            </li>
          ))}
        </ul>
      )}

      {reserve.length > 0 && (
        <div className="hero-exchange" id="heroes-exchange">
          <button
            type="button"
            className="btn btn-quiet"
            // Not disabled with none ticked: the server's refusal says why (product §5 "needs heroes selected").
            disabled={busy}
            onClick={() =>
              void heroAction(store, (api) => api.exchange(chosen.map((h) => h.hero.id))).then((done) => done && setPicked(new Set()))
            }
          >
            {count === 0 ? t`Exchange` : i18n._(msg`Exchange for ${plural(tokens, { one: '# token', other: '# tokens' })}`)}
          </button>
          <span className="hero-sub">
            {count === 0
              ? t`Tick the reserve heroes to exchange: they leave for tokens, their artifacts go to the backpack.`
              : i18n._(msg`${plural(count, { one: '# hero leaves', other: '# heroes leave' })} for good; their artifacts go to the backpack.`)}
          </span>
        </div>
      )}

      <h3 className="heroes-h">{t`Group leveling`}</h3>
      <label className="hero-toggle">
        <input
          type="checkbox"
          id="heroes-group-leveling"
          checked={weakest}
          disabled={busy}
          onChange={() => void heroAction(store, (api) => api.toggleGroupLeveling())}
        />
        <span>{weakest ? t`Battle experience goes to the six weakest heroes` : t`Battle experience goes to the fighting six`}</span>
      </label>
    </div>
  );
}

/** Opens the hero's page in the renderer (issue 11: the creature scene reached from the squad). */
function ViewButton({ heroId }: { heroId: number }) {
  const { t } = useLingui();
  const store = useStore();
  return (
    <button type="button" className="icon-btn hero-view" onClick={() => openCreature(store, heroId)}>
      {t({ context: 'hero', message: 'View' })}
    </button>
  );
}

/** With all six slots taken, a reserve hero swaps with the hero of the chosen slot (that one goes to reserve). */
function SwapSelect({ hero, squad, busy }: { hero: HeroView; squad: [number | null, HeroView][]; busy: boolean }) {
  const { t } = useLingui();
  const store = useStore();
  return (
    <select
      className="input hero-swap"
      aria-label={t`Swap into slot`}
      value=""
      disabled={busy}
      onChange={(event) => {
        const slot = Number(event.target.value);
        void heroAction(store, (api) => api.placeInSquad(hero.hero.id, slot));
      }}
    >
      <option value="" disabled>
        {t`Swap into slot…`}
      </option>
      {squad.map(([slot]) => {
        const number = (slot ?? 0) + 1;
        return (
          <option key={slot} value={slot ?? 0}>
            {t`Slot ${number}`}
          </option>
        );
      })}
    </select>
  );
}
