import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { moderatedPlayerAtom, openPlayer, playerSearchAtom, searchPlayers } from '../../state/moderation.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { accessLevelNames } from './accessLevelNames.ts';
import { PlayerCard } from './PlayerCard.tsx';
import { SearchForm } from './SearchForm.tsx';

/** Players: search by name, then the chosen player's card. */
export function PlayersTab() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const found = useAtomValue(playerSearchAtom);
  const card = useAtomValue(moderatedPlayerAtom);

  if (card.status !== 'idle') return <PlayerCard />;
  return (
    <div className="moderation-tab">
      <SearchForm label={t`Player name`} onSearch={(name) => void searchPlayers(store, name)} />
      {found.status === 'idle' ? (
        <p className="message">{t`Find a player by name.`}</p>
      ) : found.status === 'loading' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : found.status === 'failed' ? (
        <LoadFailed error={found.error} onRetry={() => store.set(playerSearchAtom, { status: 'idle' })} />
      ) : found.value.length === 0 ? (
        <p className="message">{t`No player has this name.`}</p>
      ) : (
        <ul className="moderation-list" id="moderation-players">
          {found.value.map((row) => (
            <li key={row.id}>
              <button type="button" className="moderation-row" onClick={() => void openPlayer(store, row.id)}>
                <span className="moderation-name">{row.name}</span>
                <span className="moderation-muted">
                  {t`Level ${row.level}`}
                  {row.accessLevel !== null && ` · ${i18n._(accessLevelNames[row.accessLevel])}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
