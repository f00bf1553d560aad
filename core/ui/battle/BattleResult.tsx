import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { BattleOutcome, type Battle } from '../../model/index.ts';
import { abbreviateNumber } from '../../rules/index.ts';
import type { BattleInsets } from '../../state/battle.ts';

export interface BattleResultProps {
  battle: Battle;
  busy: boolean;
  /** What the header and the HUD panel cover of the frame (CSS pixels): the panel stands between them. */
  insets: BattleInsets;
  onContinue: () => void;
}

/**
 * The decided battle (product §4 Battle): victory with the server's reward, or defeat, and Continue. It stands over
 * the field, between the header and the HUD panel, so the last answer's log stays readable and neither the header
 * nor its own button is covered (issue 10).
 */
export function BattleResult({ battle, busy, insets, onContinue }: BattleResultProps) {
  const { t } = useLingui();
  const title = useId();
  const won = battle.outcome === BattleOutcome.WIN;
  const gold = abbreviateNumber(battle.reward?.gold ?? 0);
  const experience = abbreviateNumber(battle.reward?.experience ?? 0);
  return (
    <div className="battle-result" style={{ top: insets.top, bottom: insets.bottom }}>
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
