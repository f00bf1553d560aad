import { useLingui } from '@lingui/react/macro';
import { errorMessages } from '../i18n/errorMessage.ts';
import { markVersionRefresh } from '../state/versionRefresh.ts';
import { useAppServices } from './AppServices.tsx';

/** The server wants a newer client (product §4): ask the player to press Refresh. */
export function VersionOutdated() {
  const { t, i18n } = useLingui();
  const services = useAppServices();
  return (
    <div className="overlay overlay-top">
      <section id="version-outdated" className="panel" role="alertdialog" aria-labelledby="version-outdated-text">
        <p id="version-outdated-text" className="message">
          {i18n._(errorMessages.VERSION_OUTDATED)}
        </p>
        <div className="center">
          <button type="button" className="btn" onClick={() => {
              markVersionRefresh();
              services.reload();
            }}>
            {t`Refresh`}
          </button>
        </div>
      </section>
    </div>
  );
}
