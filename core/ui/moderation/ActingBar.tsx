import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { actingAsAtom } from '../../state/actingAs.ts';
import { exitActing } from '../../state/moderation.ts';
import { useAppServices } from '../AppServices.tsx';
import { useAction } from '../useAction.ts';
import './actingBar.css';

/**
 * While a moderator is logged in as a player (issue 15) the game looks like theirs, so this bar stays on top to
 * say whose it is and to lead back; everything done meanwhile is recorded as the moderator's.
 */
export function ActingBar() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const services = useAppServices();
  const session = useAtomValue(actingAsAtom);
  const exit = useAction(() => exitActing(store, services.reload));
  if (!session?.actingAs) return null;
  const name = session.actingAs.name ?? `#${session.actingAs.id}`;
  return (
    <div className="acting-bar" id="acting-bar" role="status">
      <span>{t`You are acting as ${name}`}</span>
      {exit.state.status === 'failed' && <span className="acting-bar-error">{i18n._(errorMessage(exit.state.error))}</span>}
      <button type="button" className="btn" id="acting-exit" disabled={exit.busy} onClick={() => void exit.run()}>
        {t`Exit`}
      </button>
    </div>
  );
}
