import { useId, useState } from 'react';
import { useStore } from 'jotai';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { BAN_DURATION_MS, BanDuration, BanReason, BanScope, type ModeratedPlayer } from '../../model/index.ts';
import { banPlayer } from '../../state/moderation.ts';
import { FormError } from '../FormError.tsx';
import { useAction } from '../useAction.ts';
import { banDurationNames, banReasonNames, banScopeNames } from './banReasonNames.ts';
import { formatWhen } from './banTexts.ts';

// The scope is a select in the sentence, so each language declines it as its grammar needs.
const confirmText = msg({
  message: 'Ban {name} from {scope, select, CHAT {the chat} FORUM {the forum} other {the whole game}} until {until}? Reason: {reason}.',
});

const scopes = Object.values(BanScope);
const reasons = Object.values(BanReason);
const durations = Object.values(BanDuration);

/**
 * The ban form (product §6): what the ban closes, the reason of product §3 and one of the eight durations, then a
 * confirm step naming the player, the scope, the reason and the end, so a mis-click bans nobody.
 */
export function BanForm({ player, onDone }: { player: ModeratedPlayer; onDone(): void }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const ids = { scope: useId(), reason: useId(), duration: useId() };
  const [scope, setScope] = useState<BanScope>(BanScope.CHAT);
  const [reason, setReason] = useState<BanReason | ''>('');
  const [duration, setDuration] = useState<BanDuration>(BanDuration.H1);
  const [confirming, setConfirming] = useState(false);
  const ban = useAction(async (chosen: BanReason) => {
    await banPlayer(store, player.id, scope, chosen, duration);
    onDone();
  });

  if (confirming && reason !== '') {
    const name = player.name ?? '';
    const until = formatWhen(i18n, Date.now() + BAN_DURATION_MS[duration]);
    const why = i18n._(banReasonNames[reason]);
    return (
      <div className="moderation-ban-form" id="moderation-ban-confirm" role="alertdialog" aria-label={t`Confirm the ban`}>
        <p className="message">
          {i18n._({ ...confirmText, values: { name, scope, until, reason: why } })}
        </p>
        {ban.state.status === 'failed' && <FormError error={errorMessage(ban.state.error)} />}
        <div className="form-actions">
          <button type="button" className="btn btn-quiet" disabled={ban.busy} onClick={() => setConfirming(false)}>
            {t`Back`}
          </button>
          <button type="button" className="btn btn-danger" id="moderation-ban-confirm-button" disabled={ban.busy} onClick={() => void ban.run(reason)}>
            {t`Confirm the ban`}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="moderation-ban-form"
      id="moderation-ban-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason !== '') setConfirming(true);
      }}
    >
      <div className="field">
        <label htmlFor={ids.scope}>{t`What the ban closes`}</label>
        <select id={ids.scope} className="input" value={scope} onChange={(e) => setScope(e.target.value as BanScope)}>
          {scopes.map((s) => (
            <option key={s} value={s}>
              {i18n._(banScopeNames[s])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.reason}>{t`Reason`}</label>
        <select id={ids.reason} className="input" value={reason} onChange={(e) => setReason(e.target.value as BanReason | '')}>
          <option value="" disabled>
            {t`Choose a reason`}
          </option>
          {reasons.map((r) => (
            <option key={r} value={r}>
              {i18n._(banReasonNames[r])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.duration}>{t`Duration`}</label>
        <select id={ids.duration} className="input" value={duration} onChange={(e) => setDuration(e.target.value as BanDuration)}>
          {durations.map((d) => (
            <option key={d} value={d}>
              {i18n._(banDurationNames[d])}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn" disabled={reason === ''}>
          {t`Next`}
        </button>
      </div>
    </form>
  );
}
