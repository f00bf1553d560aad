import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useId } from 'react';
import { COMPANIONS, HERO_IMAGE, heroClassIds } from '../../content/index.ts';
import { characterChoiceAtom, createCharacter, creatingCharacterAtom, pageDeviceFacts } from '../../state/character.ts';
import { defaultChoice } from '../../state/defaultChoice.ts';
import { creatureName, warriorClassName } from '../battle/creatureNames.ts';
import { useAppServices } from '../AppServices.tsx';
import { LazyPortrait } from '../figures/LazyPortrait.tsx';

/**
 * The controls of character selection (product §2, a player who does not exist yet): a hero class, a companion
 * and Start. Plain buttons with visible labels; the pressed one is the choice (aria-pressed). Each class and each
 * companion shows its figure's portrait, so they can be compared side by side (the scene shows the chosen pair only).
 */
export function CharacterSelectionHud() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const services = useAppServices();
  const [picked, setChoice] = useAtom(characterChoiceAtom);
  const busy = useAtomValue(creatingCharacterAtom);
  const choice = picked ?? defaultChoice();
  const titleId = useId();
  const classLabel = useId();
  const companionLabel = useId();

  return (
    <section className="hud-layer" aria-labelledby={titleId} data-testid="character-selection">
      <div className="hud-bottom selection-bottom">
      <div className="hud-panel">
        <h2 id={titleId}>{t`Choose your hero`}</h2>
        <p id={classLabel} className="place-text">
          {t`Hero class`}
        </p>
        <div className="choice-grid tile-grid" role="group" aria-labelledby={classLabel}>
          {heroClassIds.map((id) => (
            <button
              key={id}
              type="button"
              className="btn tile-btn class-btn"
              data-class={id}
              aria-pressed={choice.heroClass === id}
              disabled={busy}
              onClick={() => setChoice({ ...choice, heroClass: id })}
            >
              <LazyPortrait imageId={HERO_IMAGE[id]} warriorClass={id} size={48} className="tile-portrait" />
              <span className="tile-name">{i18n._(warriorClassName(id))}</span>
            </button>
          ))}
        </div>
        <p id={companionLabel} className="place-text" style={{ marginTop: 8 }}>
          {t`Companion`}
        </p>
        <div className="choice-grid tile-grid" role="group" aria-labelledby={companionLabel}>
          {COMPANIONS.map((c) => (
            <button
              key={c.imageId}
              type="button"
              className="btn tile-btn companion-btn"
              data-companion={c.imageId}
              aria-pressed={choice.companionImage === c.imageId}
              disabled={busy}
              onClick={() => setChoice({ ...choice, companionImage: c.imageId })}
            >
              <LazyPortrait imageId={c.imageId} warriorClass={c.warriorClass} size={48} className="tile-portrait" />
              <span className="tile-name">{i18n._(creatureName(c.warriorClass, c.imageId))}</span>
            </button>
          ))}
        </div>
        <div className="hud-row" style={{ marginTop: 10, justifyContent: 'flex-end' }}>
          <button
            type="button"
            className="btn"
            aria-busy={busy}
            disabled={busy}
            onClick={() => void createCharacter(store, choice, { ...pageDeviceFacts(store), ref: services.referralCode() })}
          >
            {busy ? t`Starting…` : t`Start`}
          </button>
        </div>
      </div>
      </div>
    </section>
  );
}
