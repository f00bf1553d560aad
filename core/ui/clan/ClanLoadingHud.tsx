import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { clanHallAtom, clanHallLoadAtom, closeClanHall, retryClanHall } from '../../state/clanHall.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import './clanHall.css';

/**
 * Over the clan's loading scene: how far the hall has loaded, or why the clan could not be loaded with a way to ask
 * again, and always a way back to the road. Small, in the game view's chunk: it shows while the clan chunk comes.
 */
export function ClanLoadingHud() {
  const { t } = useLingui();
  const store = useStore();
  const hall = useAtomValue(clanHallAtom);
  const percent = Math.round(useAtomValue(clanHallLoadAtom) * 100);
  return (
    <section id="clan-hall-loading" className="hud-layer clan-hall-loading" aria-label={t`Clan hall`} data-status={hall.status}>
      <div className="hud-panel clan-hall-loading-panel">
        {hall.status === 'failed' ? (
          <LoadFailed error={hall.error} onRetry={() => retryClanHall(store)} />
        ) : (
          <>
            <p className="clan-hall-loading-text" role="status">
              {t`Opening the clan hall… ${percent}%`}
            </p>
            <div className="clan-hall-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t`Loading`}>
              <div className="clan-hall-progress-fill" style={{ width: `${percent}%` }} />
            </div>
          </>
        )}
        <button type="button" className="btn btn-quiet" id="clan-hall-loading-back" onClick={() => closeClanHall(store)}>
          {t`Back to the road`}
        </button>
      </div>
    </section>
  );
}
