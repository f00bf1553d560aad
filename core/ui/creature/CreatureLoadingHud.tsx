import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { closeCreature, creatureLoadAtom } from '../../state/creatureView.ts';
import { heroesAtom, loadHeroes } from '../../state/heroes.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { useCreatureKeys } from './useCreatureKeys.ts';
import './creature.css';

/**
 * Over the creature's loading scene: how far the hero's page has loaded, or why the roster could not be loaded
 * with a way to ask again, and always a way back to the road. Small, in the game view's chunk: it shows while the
 * creature chunk itself is on its way.
 */
export function CreatureLoadingHud() {
  const { t } = useLingui();
  const store = useStore();
  const roster = useAtomValue(heroesAtom);
  const percent = Math.round(useAtomValue(creatureLoadAtom) * 100);
  useCreatureKeys();
  return (
    <section id="creature-loading" className="hud-layer creature-loading" aria-label={t`Hero page`} data-status={roster.status}>
      <div className="hud-panel creature-loading-panel">
        {roster.status === 'failed' ? (
          <LoadFailed error={roster.error} onRetry={() => void loadHeroes(store)} />
        ) : (
          <>
            <p className="creature-loading-text" role="status">
              {t`Preparing the hero's hall… ${percent}%`}
            </p>
            <div className="creature-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t`Loading`}>
              <div className="creature-progress-fill" style={{ width: `${percent}%` }} />
            </div>
          </>
        )}
        <button type="button" className="btn btn-quiet" onClick={() => closeCreature(store)}>
          {t`Back to the road`}
        </button>
      </div>
    </section>
  );
}
