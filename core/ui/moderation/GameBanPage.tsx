import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { requireApi } from '../../state/character.ts';
import { gameBanAtom } from '../../state/gameBan.ts';
import { recheckGameBan } from '../../state/moderation.ts';
import { logout } from '../../state/session.ts';
import { useAppServices } from '../AppServices.tsx';
import { useAction } from '../useAction.ts';
import { banReasonName } from './banReasonNames.ts';
import { formatWhen } from './banTexts.ts';
import './gameBan.css';

const bannedText = msg({ message: 'You are banned from the game until {until}. Reason: {reason}.' });
const bannedNoReason = msg({ message: 'You are banned from the game until {until}.' });
/** setTimeout's longest wait; a longer ban is simply rechecked then. */
const MAX_WAIT_MS = 2_147_483_647;

/**
 * What a game-banned player sees instead of the game (issue 15): the end and the reason, and a way to sign out.
 * When the end passes the page asks the server again and, if the ban is over, the game reloads.
 */
export function GameBanPage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const services = useAppServices();
  const ban = useAtomValue(gameBanAtom);
  const signOut = useAction(() => logout(requireApi(store), services.forgetAuthorization, services.reload));

  const until = ban?.until ?? 0;
  useEffect(() => {
    if (until === 0) return;
    const timer = setTimeout(
      () => {
        recheckGameBan(store)
          .then((over) => over && services.reload())
          .catch((error: unknown) => console.error('Ban recheck failed', error));
      },
      Math.min(Math.max(until - Date.now(), 0) + 1000, MAX_WAIT_MS),
    );
    return () => clearTimeout(timer);
  }, [store, services, until]);

  if (!ban) return null;
  const when = formatWhen(i18n, ban.until);
  const reason = banReasonName(ban.reason);
  const text =
    reason === null
      ? i18n._({ ...bannedNoReason, values: { until: when } })
      : i18n._({ ...bannedText, values: { until: when, reason: i18n._(reason) } });
  return (
    <div className="overlay overlay-top game-ban">
      <section id="game-ban-page" className="panel" role="alertdialog" aria-labelledby="game-ban-text">
        <h2>{t`Access closed`}</h2>
        <p id="game-ban-text" className="message">
          {text}
        </p>
        <p className="note center">{t`The game opens again by itself when the ban ends.`}</p>
        <div className="center">
          <button type="button" className="btn btn-quiet" disabled={signOut.busy} onClick={() => void signOut.run()}>
            {t`Sign out`}
          </button>
        </div>
      </section>
    </div>
  );
}
