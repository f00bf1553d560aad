import { useLingui } from '@lingui/react/macro';
import type { Battle, Precalculation } from '../../model/index.ts';
import { abbreviateNumber } from '../../rules/index.ts';
import { battleLogText } from './battleLogText.ts';

/**
 * What the server's last answer changed, in words and in order (read out politely by screen readers): every
 * blow, poison tick, potion and scroll with the health it really took or gave, so the lines of a creature add up to
 * its health bar (issue 10). Before a blow is sent, the server's preview of it. Each line carries the creature and
 * its change as data, for the browser test that adds them up.
 */
export function BattleLog({ battle, preview }: { battle: Battle; preview: Precalculation | null }) {
  const { t, i18n } = useLingui();
  let previewLine: string | null = null;
  if (preview) {
    const damage = abbreviateNumber(preview.damage);
    previewLine = preview.kills ? t`Expected damage: ${damage}, a finishing blow` : t`Expected damage: ${damage}`;
  }
  return (
    <div aria-live="polite" className="battle-log-lines" data-testid="battle-log">
      {previewLine && <p className="battle-log">{previewLine}</p>}
      {/* Before the first blow: a line that says what the strip is for, rather than an empty band over the actions. */}
      {!previewLine && battle.lastEvents.length === 0 && <p className="battle-log battle-log-idle">{t`Each blow will show here.`}</p>}
      {battle.lastEvents.map((event, i) => (
        <p
          key={`${battle.turn}-${i}`}
          className={`battle-log battle-log-${event.kind}`}
          data-creature-id={event.creatureId}
          data-change={event.change}
        >
          {battleLogText(event, battle.creatures, (d) => i18n._(d))}
        </p>
      ))}
    </div>
  );
}
