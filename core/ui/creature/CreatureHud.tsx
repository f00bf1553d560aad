import { useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CARD_EFFECTS, HERO_CATALOG } from '../../content/index.ts';
import { forceGifts, forceUpgradeMinutes, forceUpgradePrice, speedUpPrice, type ForceGift } from '../../rules/index.ts';
import type { HeroesView, HeroView, Upgrade } from '../../model/index.ts';
import {
  closeCreature,
  creatureForceAtom,
  creatureOrderAtom,
  stepCreature,
  viewedHeroAtom,
} from '../../state/creatureView.ts';
import { heroAction, heroesAtom, heroesBusyAtom, loadHeroes } from '../../state/heroes.ts';
import { warriorClassName } from '../battle/creatureNames.ts';
import { Countdown, PriceText } from '../heroes/heroParts.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { forceNames, qualityNames } from '../heroes/heroTexts.ts';
import { useServerNow } from '../useServerNow.ts';
import { ForceGlyph } from './ForceGlyph.tsx';
import { giftMarkerNames } from './giftTexts.ts';
import { useCreatureInsets } from './useCreatureInsets.ts';
import { useCreatureKeys } from './useCreatureKeys.ts';
import './creature.css';

/**
 * The creature scene's HUD (issue 11 "Client"): back to the road, the previous and next hero, the hero's name,
 * quality, level, rank and stats, its forces as a list (the same gifts the scene rings round the hero, reachable by
 * keyboard and screen readers) and the picked force's details with Study, Upgrade or Speed up. Every action is one
 * hero call; the roster it answers redraws the scene too.
 */
export function CreatureHud() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const hero = useAtomValue(viewedHeroAtom);
  const roster = useAtomValue(heroesAtom);
  const order = useAtomValue(creatureOrderAtom);
  const picked = useAtomValue(creatureForceAtom);
  const layerRef = useRef<HTMLElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useCreatureInsets(layerRef, topRef, panelRef);
  useCreatureKeys();

  const view = roster.status === 'ready' ? roster.value : null;
  const gifts = hero && view ? forceGifts(hero, view.upgrades, HERO_CATALOG) : [];
  const chosen = gifts.find((g) => g.force === picked) ?? gifts[0] ?? null;
  const walk = order.length > 1;
  const name = hero ? i18n._(warriorClassName(hero.hero.heroClass)) : '';

  return (
    <section id="creature-hud" ref={layerRef} className="hud-layer creature-hud" aria-label={t`Hero page`} data-hero={hero?.hero.id}>
      <div ref={topRef} className="hud-top creature-top">
        <button type="button" className="btn btn-quiet hud-panel" id="creature-back" onClick={() => closeCreature(store)}>
          {t`Back to the road`}
        </button>
        {hero && (
          <div className="hud-panel creature-title">
            <button type="button" className="icon-btn" aria-label={t`Previous hero`} disabled={!walk} onClick={() => stepCreature(store, -1)}>
              ‹
            </button>
            <h2 className="creature-name">
              <span className="creature-class">{name}</span>{' '}
              <span className="hero-quality" data-quality={hero.hero.quality}>{i18n._(qualityNames[hero.hero.quality])}</span>
            </h2>
            <button type="button" className="icon-btn" aria-label={t`Next hero`} disabled={!walk} onClick={() => stepCreature(store, 1)}>
              ›
            </button>
          </div>
        )}
      </div>
      <div ref={panelRef} className="hud-bottom creature-panel">
        {roster.status === 'failed' && (
          <div className="hud-panel" id="creature-failed">
            <LoadFailed error={roster.error} onRetry={() => void loadHeroes(store)} />
          </div>
        )}
        {hero && view && (
          <div className="hud-panel">
            <HeroFacts hero={hero} />
            <h2 id="creature-forces-title">{t`Forces`}</h2>
            {gifts.length === 0 ? (
              <p className="hero-empty">{t`This hero has no forces to study.`}</p>
            ) : (
              // Many forces (an Ark hero has 12): glyph and rank only, the name kept for screen readers and the details.
              <ul
                className={gifts.length > 6 ? 'creature-forces creature-forces-many' : 'creature-forces'}
                id="creature-forces"
                aria-labelledby="creature-forces-title"
              >
                {gifts.map((gift) => (
                  <li key={gift.force}>
                    <GiftButton gift={gift} pressed={gift === chosen} onPick={() => store.set(creatureForceAtom, gift.force)} />
                  </li>
                ))}
              </ul>
            )}
            {chosen && <ForceDetails view={view} hero={hero} gift={chosen} />}
          </div>
        )}
      </div>
    </section>
  );
}

/** Level, rank and the numbers the hero fights with. */
function HeroFacts({ hero }: { hero: HeroView }) {
  const { t } = useLingui();
  const { level, rank } = hero.hero;
  const { attack, defence, health, poison, immortality } = hero.stats;
  return (
    <div className="creature-facts">
      <span className="creature-level">{t`Level ${level} · rank ${rank}`}</span>
      <dl className="creature-stats">
        <div>
          <dt>{t({ context: 'skill', message: 'Attack' })}</dt>
          <dd>{attack}</dd>
        </div>
        <div>
          <dt>{t({ context: 'skill', message: 'Defence' })}</dt>
          <dd>{defence}</dd>
        </div>
        <div>
          <dt>{t({ context: 'skill', message: 'Health' })}</dt>
          <dd>{health}</dd>
        </div>
        {poison > 0 && (
          <div>
            <dt>{t({ context: 'skill', message: 'Poison' })}</dt>
            <dd>{poison}</dd>
          </div>
        )}
        {immortality > 0 && (
          <div>
            <dt>{t({ context: 'skill', message: 'Immortality' })}</dt>
            <dd>{immortality}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** One force in the list: its glyph, name, rank of cap and marker (said in words for screen readers). */
function GiftButton({ gift, pressed, onPick }: { gift: ForceGift; pressed: boolean; onPick: () => void }) {
  const { i18n } = useLingui();
  const name = i18n._(forceNames[gift.force]);
  const marker = i18n._(giftMarkerNames[gift.marker]);
  return (
    <button
      type="button"
      className="creature-gift"
      aria-pressed={pressed}
      data-force={gift.force}
      data-marker={gift.marker}
      data-rank={gift.rank}
      title={marker}
      onClick={onPick}
    >
      <ForceGlyph glyph={gift.force} />
      <span className="creature-gift-name">{name}</span>
      <span className="creature-gift-rank">
        {gift.rank}/{gift.cap}
      </span>
      <span className="creature-gift-mark" aria-label={marker}>
        {gift.marker === 'lock' ? <ForceGlyph glyph="lock" className="force-glyph-small" /> : gift.marker === 'arrows' ? '⇈' : gift.marker === 'study' ? '+' : <Hourglass />}
      </span>
    </button>
  );
}

/** A small hourglass: the force is rising now (drawn, so no font needs the emoji). */
function Hourglass() {
  return (
    <svg className="force-glyph-small" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 1h10v2c0 2-2 4-3.5 5C11 9 13 11 13 13v2H3v-2c0-2 2-4 3.5-5C5 7 3 5 3 3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M5.5 13.5h5L8 10.5z" fill="currentColor" />
    </svg>
  );
}

/** The picked force: what a rank gives, its state, and the one action it allows now. */
function ForceDetails({ view, hero, gift }: { view: HeroesView; hero: HeroView; gift: ForceGift }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(heroesBusyAtom);
  const serverNow = useServerNow(view.upgrades.length > 0);
  const def = HERO_CATALOG.forces[gift.force];
  const name = i18n._(forceNames[gift.force]);
  const { rank, cap, upgrade } = gift;
  const toRank = rank + 1;
  const minutes = forceUpgradeMinutes(toRank);
  const { current, max } = view.hammerDto;
  const full = current >= max;
  const snake = view.cardState.active.some((c) => c.card.kind === 'snake') ? CARD_EFFECTS.snake.discountPct : 0;
  const gives = [
    def.attackPct > 0 && t`+${def.attackPct}% attack per rank`,
    def.defencePct > 0 && t`+${def.defencePct}% defence per rank`,
    def.healthPct > 0 && t`+${def.healthPct}% health per rank`,
    def.poisonEvery > 0 && i18n._(msg`${plural(def.poisonEvery, { one: 'a poison move for every rank', other: 'a poison move for every # ranks' })}`),
    def.immortalityEvery > 0 &&
      i18n._(msg`${plural(def.immortalityEvery, { one: 'an immortality charge for every rank', other: 'an immortality charge for every # ranks' })}`),
  ].filter((line): line is string => typeof line === 'string');

  const speedUp = (running: Upgrade) => {
    const gems = speedUpPrice(running, serverNow, snake);
    return (
      <button type="button" className="btn" disabled={busy} onClick={() => void heroAction(store, (api) => api.speedUp(running.id))}>
        {i18n._(msg`Speed up: ${plural(gems, { one: '# emerald', other: '# emeralds' })}`)}
      </button>
    );
  };

  return (
    <div className="creature-details" id="creature-force" data-force={gift.force} data-marker={gift.marker}>
      <h3 className="creature-force-name">
        <ForceGlyph glyph={gift.force} /> {name}{' '}
        <span className="hero-sub">{rank === 0 ? t`not studied, up to ${cap}` : t`rank ${rank} of ${cap}`}</span>
      </h3>
      <p className="creature-gives">{gives.join(' · ')}</p>
      <div className="hud-row creature-action">
        {upgrade ? (
          <>
            <span>{t`Rank ${toRank} in`}</span> <Countdown finishesAtMs={upgrade.finishesAtMs} serverNow={serverNow} />
            {speedUp(upgrade)}
          </>
        ) : gift.marker === 'lock' ? (
          <span className="hero-sub">{t`Studied to its cap: this force cannot rise further for now.`}</span>
        ) : (
          <>
            <PriceText price={forceUpgradePrice(toRank)} />
            <span className="hero-sub">{t`${minutes} min`}</span>
            <button
              type="button"
              className="btn"
              id="creature-raise"
              disabled={busy || full}
              onClick={() => void heroAction(store, (api) => api.upgradeForce(hero.hero.id, gift.force))}
            >
              {rank === 0 ? t`Study` : t`Upgrade`}
            </button>
          </>
        )}
      </div>
      {!upgrade && gift.marker !== 'lock' && full && (
        <p className="note hero-limit-full">{t`Force upgrades under way: ${current} of ${max}. All slots are occupied: wait for one to finish, speed one up, or buy a magic hammer.`}</p>
      )}
    </div>
  );
}
