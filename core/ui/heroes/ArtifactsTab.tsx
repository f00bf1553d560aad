import { useState, type ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { CARD_EFFECTS } from '../../content/index.ts';
import type { HeroesView, OwnedArtifact } from '../../model/index.ts';
import { artifactUpgradePrice, speedUpPrice } from '../../rules/index.ts';
import { heroAction, heroesBusyAtom } from '../../state/heroes.ts';
import { HeroChooser } from './HeroChooser.tsx';
import { Countdown, PriceText } from './heroParts.tsx';
import { artifactName } from './heroTexts.ts';
import { useServerNow } from '../useServerNow.ts';

/**
 * Artifacts (issue 11 "artifacts" tab): what the chosen hero wears in its slots, the backpack, assign, remove and
 * upgrade; the forge and the reforge smithy with the artifact and the hero chosen first (product §5).
 */
export function ArtifactsTab({ view, heroId, onChoose }: { view: HeroesView; heroId: number | null; onChoose: (id: number) => void }) {
  const { t } = useLingui();
  const store = useStore();
  const busy = useAtomValue(heroesBusyAtom);
  const serverNow = useServerNow(view.upgrades.some((u) => u.kind === 'artifact'));
  const hero = view.heroes.find((h) => h.hero.id === heroId);
  const snake = view.cardState.active.some((c) => c.card.kind === 'snake') ? CARD_EFFECTS.snake.discountPct : 0;
  const worn = view.artifacts.filter((a) => a.heroId !== null && a.heroId === heroId);
  const backpack = view.artifacts.filter((a) => a.heroId === null);
  const free = hero ? hero.slots - worn.length : 0;
  const slotsTotal = hero?.slots ?? 0;
  const wornCount = worn.length;

  const row = (artifact: OwnedArtifact, actions: ReactNode) => {
    const upgrade = view.upgrades.find((u) => u.kind === 'artifact' && u.artifactId === artifact.id);
    const level = artifact.level;
    return (
      <li key={artifact.id} className="hero-row" data-artifact={artifact.id}>
        <span>
          <ArtifactName artifact={artifact} /> <span className="hero-sub">{t`level ${level}`}</span>
        </span>
        {upgrade ? (
          <>
            <Countdown finishesAtMs={upgrade.finishesAtMs} serverNow={serverNow} />
            <button type="button" className="btn" disabled={busy} onClick={() => void heroAction(store, (api) => api.speedUp(upgrade.id))}>
              {t`Speed up`} ({speedUpPrice(upgrade, serverNow, snake)})
            </button>
          </>
        ) : (
          actions
        )}
      </li>
    );
  };

  return (
    <div className="heroes-tab" id="heroes-artifacts">
      <HeroChooser view={view} heroId={heroId} onChoose={onChoose} label={t`Hero`} />
      <h3 className="heroes-h">{t`Worn: ${wornCount} of ${slotsTotal} slots`}</h3>
      {worn.length === 0 ? (
        <p className="hero-empty">{t`This hero wears no artifacts.`}</p>
      ) : (
        <ul className="hero-list" id="hero-worn">
          {worn.map((a) =>
            row(
              a,
              <>
                <PriceText price={artifactUpgradePrice(a.level + 1)} />
                <button type="button" className="icon-btn" disabled={busy} onClick={() => void heroAction(store, (api) => api.upgradeArtifact(a.id))}>
                  {t`Upgrade`}
                </button>
                <button type="button" className="icon-btn" disabled={busy} onClick={() => void heroAction(store, (api) => api.removeArtifact(a.id))}>
                  {t`Remove`}
                </button>
              </>,
            ),
          )}
        </ul>
      )}

      <h3 className="heroes-h">{t`Backpack`}</h3>
      {backpack.length === 0 ? (
        <p className="hero-empty">{t`The backpack is empty. Artifacts come from the shops and the road.`}</p>
      ) : (
        <ul className="hero-list" id="hero-backpack">
          {backpack.map((a) =>
            row(
              a,
              <button
                type="button"
                className="btn"
                disabled={busy || !hero || free <= 0 || a.temporal || hero.hero.temporal}
                title={free <= 0 ? t`No free space for the artifact` : undefined}
                onClick={() => hero && void heroAction(store, (api) => api.assignArtifact(a.id, hero.hero.id))}
              >
                {t`Put on`}
              </button>,
            ),
          )}
        </ul>
      )}
      {hero && free <= 0 && backpack.length > 0 && <p className="note">{t`No free space for the artifact`}</p>}

      <Smithy view={view} reforge={false} />
      <Smithy view={view} reforge />
    </div>
  );
}

function ArtifactName({ artifact }: { artifact: OwnedArtifact }) {
  const { i18n } = useLingui();
  return <b>{i18n._(artifactName(artifact.defId))}</b>;
}

/**
 * The forge (a backpack artifact) or the reforge smithy (one a hero wears): the player picks the artifact, then
 * the hero, and only then may melt it; the hero keeps 25% of its power for good.
 */
function Smithy({ view, reforge }: { view: HeroesView; reforge: boolean }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(heroesBusyAtom);
  const [artifactId, setArtifactId] = useState<number | null>(null);
  const [heroId, setHeroId] = useState<number | null>(null);
  const candidates = view.artifacts.filter((a) => (reforge ? a.heroId !== null : a.heroId === null) && !a.temporal);
  const chosen = candidates.some((a) => a.id === artifactId) ? artifactId : null;
  const heroChosen = view.heroes.some((h) => h.hero.id === heroId) ? heroId : null;
  const id = reforge ? 'hero-reforge' : 'hero-forge';

  return (
    <section className="hero-smithy" id={id}>
      <h3 className="heroes-h">{reforge ? t`Reforge smithy` : t`Forge`}</h3>
      <p className="hero-sub">
        {reforge
          ? t`Melt an artifact a hero wears: the chosen hero keeps 25% of its attack, defence and health for good.`
          : t`Melt a backpack artifact: the chosen hero keeps 25% of its attack, defence and health for good.`}
      </p>
      {candidates.length === 0 ? (
        <p className="hero-empty">{reforge ? t`No hero wears an artifact.` : t`The backpack is empty. Artifacts come from the shops and the road.`}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-artifact`}>{t`1. Artifact`}</label>
            <select
              id={`${id}-artifact`}
              className="input"
              value={chosen ?? ''}
              onChange={(event) => setArtifactId(Number(event.target.value))}
            >
              <option value="" disabled>
                {t`Choose an artifact`}
              </option>
              {candidates.map((a) => {
                const name = i18n._(artifactName(a.defId));
                const level = a.level;
                return (
                  <option key={a.id} value={a.id}>
                    {t`${name}, level ${level}`}
                  </option>
                );
              })}
            </select>
          </div>
          {chosen !== null && (
            <HeroChooser view={view} heroId={heroChosen} onChoose={setHeroId} label={t`2. Hero who receives it`} id={`${id}-hero`} />
          )}
          <button
            type="button"
            className="btn"
            disabled={busy || chosen === null || heroChosen === null}
            onClick={() =>
              void heroAction(store, (api) => (reforge ? api.reforge(chosen, heroChosen) : api.forge(chosen, heroChosen))).then(
                (done) => done && setArtifactId(null),
              )
            }
          >
            {reforge ? t`Reforge` : t`Forge`}
          </button>
          {chosen === null && <p className="note">{t`Choose the artifact first, then the hero.`}</p>}
        </>
      )}
    </section>
  );
}
