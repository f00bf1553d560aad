import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { HeroesView } from '../../model/index.ts';
import { warriorClassName } from '../battle/creatureNames.ts';
import { Portrait } from '../figures/Portrait.tsx';
import { qualityNames } from './heroTexts.ts';

/** Which hero a tab shows or an action goes to: the squad first, then the reserve. */
export function HeroChooser({
  view,
  heroId,
  onChoose,
  label,
  id,
  portrait = true,
}: {
  view: HeroesView;
  heroId: number | null;
  onChoose: (heroId: number) => void;
  label: string;
  id?: string;
  /** Off where the chosen hero's label with its portrait stands right under the list. */
  portrait?: boolean;
}) {
  const { t, i18n } = useLingui();
  const fieldId = useId();
  const byId = new Map(view.heroes.map((h) => [h.hero.id, h]));
  const order = [...view.squad, ...view.reserve];
  const chosen = heroId === null ? undefined : byId.get(heroId);
  return (
    <div className="field hero-chooser">
      <label htmlFor={id ?? fieldId}>{label}</label>
      {/* The chosen hero's portrait beside the list (an option cannot hold a picture). */}
      <span className="portrait-select">
        {portrait && chosen && <Portrait imageId={chosen.hero.imageId} warriorClass={chosen.hero.heroClass} size={32} className="hero-portrait" />}
        <select
          id={id ?? fieldId}
          className="input"
          value={heroId ?? ''}
          onChange={(event) => onChoose(Number(event.target.value))}
        >
          {heroId === null && (
            <option value="" disabled>
              {t`Choose a hero`}
            </option>
          )}
          {order.map((hid) => {
            const h = byId.get(hid);
            if (!h) return null;
            const name = i18n._(warriorClassName(h.hero.heroClass));
            const quality = i18n._(qualityNames[h.hero.quality]);
            const level = h.hero.level;
            return (
              <option key={hid} value={hid}>
                {t`${name} (${quality}), level ${level}`}
              </option>
            );
          })}
        </select>
      </span>
    </div>
  );
}
