import { useLingui } from '@lingui/react/macro';
import { clientErrorMessages } from '../i18n/errorMessage.ts';
import { useAppServices } from './AppServices.tsx';
import { useAction } from './useAction.ts';

/**
 * The connection-lost page (technical §8, product §8): the message and a Connect button that probes the
 * server and, when it answers, reloads the player info and hides the page.
 */
export function ConnectionPage() {
  const { t, i18n } = useLingui();
  const services = useAppServices();
  const action = useAction(async () => {
    if (!(await services.reconnect())) throw new Error('Server still unreachable');
  });

  return (
    <div className="overlay overlay-top">
      <section id="connection-page" className="panel" role="alertdialog" aria-labelledby="connection-page-text">
        <p id="connection-page-text" className="message">
          {i18n._(clientErrorMessages.NETWORK)}
        </p>
        {action.state.status === 'failed' && <p className="note center">{t`Still no connection`}</p>}
        <div className="center">
          <button type="button" className="btn" disabled={action.busy} onClick={() => void action.run()}>
            {action.busy ? t`Connecting…` : t`Connect`}
          </button>
        </div>
      </section>
    </div>
  );
}
