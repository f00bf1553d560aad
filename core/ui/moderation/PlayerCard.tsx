import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { AccessLevel, type ModeratedPlayer } from '../../model/index.ts';
import { closePlayer, enterAsPlayer, moderatedPlayerAtom, openPlayer, setModerator, unbanPlayer } from '../../state/moderation.ts';
import { useAppServices } from '../AppServices.tsx';
import { FormError } from '../FormError.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { useAction } from '../useAction.ts';
import { accessLevelNames } from './accessLevelNames.ts';
import { BanForm } from './BanForm.tsx';
import { banReasonNames, banScopeNames } from './banReasonNames.ts';
import { formatWhen, timeLeft } from './banTexts.ts';
import { PaymentsView } from './PaymentsView.tsx';
import { PlayerLogView } from './PlayerLogView.tsx';

const CardSection = { none: 'none', ban: 'ban', history: 'history', log: 'log', payments: 'payments' } as const;
type CardSection = (typeof CardSection)[keyof typeof CardSection];

/** The open player's card: who they are, their bans, and what the caller may do to them. */
export function PlayerCard() {
  const { t } = useLingui();
  const store = useStore();
  const card = useAtomValue(moderatedPlayerAtom);
  return (
    <div className="moderation-tab" id="moderation-card">
      <div className="form-actions moderation-back">
        <button type="button" className="btn btn-quiet" onClick={() => closePlayer(store)}>
          {t`Back to the search`}
        </button>
      </div>
      {card.status === 'failed' ? (
        <LoadFailed error={card.error} onRetry={() => closePlayer(store)} />
      ) : card.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : (
        <CardContents player={card.value} />
      )}
    </div>
  );
}

function CardContents({ player }: { player: ModeratedPlayer }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const services = useAppServices();
  const [section, setSection] = useState<CardSection>(CardSection.none);
  const action = useAction((run: () => Promise<void>) => run());
  const now = Date.now();
  const name = player.name ?? t`(no name)`;
  const moderator = player.accessLevel === AccessLevel.MODERATOR;
  const toggle = (next: CardSection) => setSection(section === next ? CardSection.none : next);

  return (
    <>
      <h3 className="moderation-card-name">{name}</h3>
      <dl className="moderation-facts">
        <dt>{t`Level`}</dt>
        <dd>{player.level}</dd>
        <dt>{t`Access`}</dt>
        <dd data-access={player.accessLevel}>{i18n._(accessLevelNames[player.accessLevel])}</dd>
        <dt>{t`Clan`}</dt>
        <dd>{player.clan?.name ?? t`None`}</dd>
        <dt>{t`Registered`}</dt>
        <dd>{formatWhen(i18n, player.createdAt)}</dd>
        <dt>{t`Last seen`}</dt>
        <dd>{player.lastSeenAt === null ? t`Never` : formatWhen(i18n, player.lastSeenAt)}</dd>
      </dl>

      <h4>{t`Bans in force`}</h4>
      {player.activeBans.length === 0 ? (
        <p className="message">{t`No bans in force.`}</p>
      ) : (
        <ul className="moderation-list" id="moderation-active-bans">
          {player.activeBans.map((ban) => {
            const until = formatWhen(i18n, ban.until);
            return (
            <li key={ban.id} className="moderation-ban" data-scope={ban.scope}>
              <span>
                <strong>{i18n._(banScopeNames[ban.scope])}</strong>: {i18n._(banReasonNames[ban.reason])}
                <span className="moderation-muted"> · {t`until ${until}`} · {timeLeft(i18n, ban.until, now)}</span>
              </span>
              {player.canBan && (
                <button
                  type="button"
                  className="btn btn-quiet"
                  disabled={action.busy}
                  onClick={() => void action.run(() => unbanPlayer(store, ban.id))}
                >
                  {t`Unban`}
                </button>
              )}
            </li>
            );
          })}
        </ul>
      )}

      <div className="form-actions moderation-actions">
        {player.canBan && (
          <button type="button" className="btn" id="moderation-ban" aria-expanded={section === CardSection.ban} onClick={() => toggle(CardSection.ban)}>
            {t`Ban`}
          </button>
        )}
        {player.canChangeAccess && (
          <button
            type="button"
            className="btn btn-quiet"
            disabled={action.busy}
            onClick={() => void action.run(() => setModerator(store, player.id, !moderator))}
          >
            {moderator ? t`Remove moderator` : t`Make moderator`}
          </button>
        )}
        {player.canEnter && (
          <button
            type="button"
            className="btn btn-quiet"
            id="moderation-enter"
            disabled={action.busy}
            onClick={() => void action.run(() => enterAsPlayer(store, player.id, services.reload))}
          >
            {t`Log in as this player`}
          </button>
        )}
      </div>
      {action.state.status === 'failed' && <FormError error={errorMessage(action.state.error)} />}
      {section === CardSection.ban && (
        <BanForm player={player} onDone={() => setSection(CardSection.none)} />
      )}

      <div className="tabs moderation-subtabs">
        <button type="button" className="tab" aria-selected={section === CardSection.history} onClick={() => toggle(CardSection.history)}>
          {t`Ban history`}
        </button>
        <button type="button" className="tab" aria-selected={section === CardSection.log} onClick={() => toggle(CardSection.log)}>
          {t`Player log`}
        </button>
        <button type="button" className="tab" aria-selected={section === CardSection.payments} onClick={() => toggle(CardSection.payments)}>
          {t`Payments`}
        </button>
      </div>
      {section === CardSection.history && <BanHistory player={player} />}
      {section === CardSection.log && <PlayerLogView playerId={player.id} />}
      {section === CardSection.payments && <PaymentsView playerId={player.id} />}
      {section === CardSection.none && (
        <p className="moderation-muted">
          <button type="button" className="link-btn" onClick={() => void openPlayer(store, player.id)}>
            {t`Refresh the card`}
          </button>
        </p>
      )}
    </>
  );
}

function BanHistory({ player }: { player: ModeratedPlayer }) {
  const { t, i18n } = useLingui();
  if (player.bans.length === 0) return <p className="message">{t`This player was never banned.`}</p>;
  return (
    <ul className="moderation-list" id="moderation-ban-history">
      {player.bans.map((ban) => {
        const removed = t`a removed account`;
        const by = ban.createdBy?.name ?? removed;
        const from = formatWhen(i18n, ban.createdAt);
        const to = formatWhen(i18n, ban.until);
        const liftedAt = ban.liftedAt === null ? '' : formatWhen(i18n, ban.liftedAt);
        const liftedBy = ban.liftedBy?.name ?? removed;
        return (
          <li key={ban.id} className="moderation-entry">
            <span>
              <strong>{i18n._(banScopeNames[ban.scope])}</strong>: {i18n._(banReasonNames[ban.reason])}
            </span>
            <span className="moderation-muted">
              {t`${from} – ${to}, by ${by}`}
            </span>
            {ban.liftedAt !== null && (
              <span className="moderation-muted">
                {t`Lifted ${liftedAt} by ${liftedBy}`}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
