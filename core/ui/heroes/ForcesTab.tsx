import { useAtomValue, useStore } from 'jotai';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CARD_EFFECTS, HERO_CATALOG } from '../../content/index.ts';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { forceIds, type ForceId, type HeroesView, type Upgrade } from '../../model/index.ts';
import { forceUpgradeMinutes, forceUpgradePrice, levelForNextRank, rankUpgradePrice, speedUpPrice } from '../../rules/index.ts';
import { heroAction, heroesBusyAtom } from '../../state/heroes.ts';
import { HeroChooser } from './HeroChooser.tsx';
import { Countdown, HeroLabel, PriceText } from './heroParts.tsx';
import { forceNames } from './heroTexts.ts';
import { useServerNow } from '../useServerNow.ts';

/**
 * One hero's forces and rank (issue 11 "forces" tab): each force with its rank and cap, studied ones to their cap
 * locked, the next rank's price, the upgrades under way counting down on the server clock with their speed-up price,
 * and the limit of force upgrades at once said before the tap.
 */
export function ForcesTab({ view, heroId, onChoose }: { view: HeroesView; heroId: number | null; onChoose: (id: number) => void }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(heroesBusyAtom);
  const serverNow = useServerNow(view.upgrades.length > 0);
  const hero = view.heroes.find((h) => h.hero.id === heroId);
  if (!hero) return <p className="hero-empty">{t`No heroes yet.`}</p>;

  const snake = view.cardState.active.some((c) => c.card.kind === 'snake') ? CARD_EFFECTS.snake.discountPct : 0;
  const { current, max } = view.hammerDto;
  const full = current >= max;
  const running = (force: ForceId): Upgrade | undefined =>
    view.upgrades.find((u) => u.kind === 'force' && u.heroId === hero.hero.id && u.force === force);
  const rankRun = view.upgrades.find((u) => u.kind === 'rank' && u.heroId === hero.hero.id);
  const nextRank = hero.hero.rank + 1;
  const rankLevel = levelForNextRank(hero.hero.rank);
  const classDef = HERO_CATALOG.classes[hero.hero.heroClass];
  // The refusal a rank raise would get now, said before the tap (only the money is left to the server).
  const rankGate =
    classDef.fixedRank !== null
      ? errorMessage({ code: 'RANK_FIXED' })
      : hero.hero.rank >= classDef.rankCap
        ? errorMessage({ code: 'RANK_CAP' })
        : hero.hero.level < rankLevel
          ? errorMessage({ code: 'LEVEL_TOO_LOW', params: { level: rankLevel } })
          : null;
  const forces = forceIds.filter((f) => hero.forceMarks[f] !== 'incompatible');

  const speedUp = (upgrade: Upgrade) => {
    const gems = speedUpPrice(upgrade, serverNow, snake);
    return (
      <button
        type="button"
        className="btn hero-speedup"
        disabled={busy}
        onClick={() => void heroAction(store, (api) => api.speedUp(upgrade.id))}
      >
        {i18n._(msg`Speed up: ${plural(gems, { one: '# emerald', other: '# emeralds' })}`)}
      </button>
    );
  };

  return (
    <div className="heroes-tab" id="heroes-forces">
      <HeroChooser view={view} heroId={hero.hero.id} onChoose={onChoose} label={t`Hero`} portrait={false} />
      <p className="hero-stats">
        <HeroLabel view={hero} />
        <span>{t`Attack ${hero.stats.attack} · Defence ${hero.stats.defence} · Health ${hero.stats.health}`}</span>
      </p>

      <h3 className="heroes-h">{t`Rank`}</h3>
      <div className="hero-row" id="hero-rank">
        {rankRun ? (
          <>
            <span>{t`Rank ${nextRank} in`}</span> <Countdown finishesAtMs={rankRun.finishesAtMs} serverNow={serverNow} />
            {speedUp(rankRun)}
          </>
        ) : rankGate ? (
          <span className="hero-sub" data-gate="true">{i18n._(rankGate)}</span>
        ) : (
          <>
            <span>{t`Rank ${nextRank}`}</span>
            <PriceText price={rankUpgradePrice(nextRank)} />
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => void heroAction(store, (api) => api.upgradeRank(hero.hero.id))}
            >
              {t`Raise rank`}
            </button>
          </>
        )}
      </div>

      <h3 className="heroes-h">{t`Forces`}</h3>
      <p className={full ? 'note hero-limit hero-limit-full' : 'note hero-limit'} id="hero-force-limit">
        {full
          ? t`Force upgrades under way: ${current} of ${max}. All slots are occupied: wait for one to finish, speed one up, or buy a magic hammer.`
          : t`Force upgrades under way: ${current} of ${max}. A magic hammer lets one more run at once.`}
      </p>
      <ul className="hero-list" id="hero-forces">
        {forces.map((force) => {
          const mark = hero.forceMarks[force];
          const rank = hero.hero.forces[force] ?? 0;
          const cap = hero.forceCaps[force] ?? rank;
          const upgrade = running(force);
          const name = i18n._(forceNames[force]);
          const toRank = rank + 1;
          const minutes = forceUpgradeMinutes(toRank);
          return (
            <li key={force} className="hero-row hero-force" data-force={force} data-mark={mark}>
              <span className="hero-force-name">
                {mark === 'locked' && <span aria-label={t`Studied to its cap`} title={t`Studied to its cap`}>🔒 </span>}
                {mark === 'upgradable' && <span aria-hidden="true">⇈ </span>}
                <b>{name}</b> <span className="hero-sub">{rank === 0 ? t`not studied, up to ${cap}` : t`rank ${rank} of ${cap}`}</span>
              </span>
              {upgrade ? (
                <>
                  <Countdown finishesAtMs={upgrade.finishesAtMs} serverNow={serverNow} />
                  {speedUp(upgrade)}
                </>
              ) : mark === 'learnable' || mark === 'upgradable' ? (
                <>
                  <PriceText price={forceUpgradePrice(toRank)} />
                  <span className="hero-sub">{t`${minutes} min`}</span>
                  <button
                    type="button"
                    className="btn"
                    disabled={busy || full}
                    onClick={() => void heroAction(store, (api) => api.upgradeForce(hero.hero.id, force))}
                  >
                    {mark === 'learnable' ? t`Study` : t`Upgrade`}
                  </button>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
