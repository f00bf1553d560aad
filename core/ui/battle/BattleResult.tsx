import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { BattleOutcome, type Battle } from '../../model/index.ts';
import { abbreviateNumber } from '../../rules/index.ts';

/** The decided battle (product §4 Battle): victory with the server's reward, or defeat, and Continue. */
export function BattleResult({ battle, busy, onContinue }: { battle: Battle; busy: boolean; onContinue: () => void }) {
  const { t } = useLingui();
  const title = useId();
  const won = battle.outcome === BattleOutcome.WIN;
  const gold = abbreviateNumber(battle.reward?.gold ?? 0);
  const experience = abbreviateNumber(battle.reward?.experience ?? 0);
  return (
    <div className="result-panel">
      <div className="panel" role="dialog" aria-labelledby={title} data-testid="battle-result">
        <h2 id={title}>{won ? t`Victory!` : t`Defeat`}</h2>
        <p className="message">
          {won
            ? battle.reward
              ? t`Reward: ${gold} gold and ${experience} experience`
              : t`The way up is open.`
            : t`Your squad retreats. The lair stays: come back stronger.`}
        </p>
        <div className="center">
          <button type="button" className="btn" autoFocus disabled={busy} aria-busy={busy} onClick={onContinue}>
            {t`Continue`}
          </button>
        </div>
      </div>
    </div>
  );
}
