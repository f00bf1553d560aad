import { useLingui } from '@lingui/react/macro';
import type { Battle, Precalculation } from '../../model/index.ts';
import { abbreviateNumber } from '../../rules/index.ts';
import { warriorClassName } from './creatureNames.ts';

/**
 * The blows of the server's last answer in words (read out politely by screen readers), or the server's preview
 * of the picked blow before it is sent.
 */
export function BattleLog({ battle, preview }: { battle: Battle; preview: Precalculation | null }) {
  const { t, i18n } = useLingui();
  const nameOf = (id: number) => {
    const creature = battle.creatures.find((c) => c.id === id);
    return creature ? i18n._(warriorClassName(creature.warriorClass)) : '?';
  };
  const lines = battle.lastHits.map((hit) => {
    const attacker = nameOf(hit.attackerId);
    const defender = nameOf(hit.defenderId);
    const damage = abbreviateNumber(hit.damage);
    if (hit.saved) return t`${attacker} strikes ${defender} for ${damage}, but immortality keeps it standing`;
    if (hit.killed) return t`${attacker} strikes ${defender} for ${damage} and defeats it`;
    return t`${attacker} strikes ${defender} for ${damage}`;
  });
  let previewLine: string | null = null;
  if (preview) {
    const damage = abbreviateNumber(preview.damage);
    previewLine = preview.kills ? t`Expected damage: ${damage}, a finishing blow` : t`Expected damage: ${damage}`;
  }
  return (
    <div aria-live="polite" style={{ marginTop: 6 }}>
      {previewLine && <p className="battle-log">{previewLine}</p>}
      {lines.map((line, i) => (
        <p key={i} className="battle-log">
          {line}
        </p>
      ))}
    </div>
  );
}
