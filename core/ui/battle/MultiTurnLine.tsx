import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { MultiBattleInfo } from '../../model/index.ts';
import { allyMarks, clockText } from '../../rules/index.ts';
import { refreshMultiBattle } from '../../state/multiBattle.ts';
import { multiBattleNewsAtom } from '../../state/multiBattleNews.ts';
import { useServerNow } from '../useServerNow.ts';

/**
 * Whose turn it is in a MULTI battle (issue 14): the player's own, an ally's, or the gathering; refetches the battle
 * when the clan channel says it changed, and when the turn's or the gathering's time is up (the server then skips
 * the late player's turn: it has no timers).
 */
export function MultiTurnLine({ multi, playerId }: { multi: MultiBattleInfo; playerId: number | null }) {
  const { t } = useLingui();
  const store = useStore();
  const news = useAtomValue(multiBattleNewsAtom);
  // The server skips a late turn by its own clock, which this device's may not agree with.
  const now = useServerNow();
  useEffect(() => {
    if (news > 0) void refreshMultiBattle(store);
  }, [store, news]);
  const gathering = multi.order.length === 0;
  const deadline = gathering ? multi.gatherUntil : multi.turnEndsAt;
  const due = deadline !== null && deadline <= now;
  useEffect(() => {
    if (due) void refreshMultiBattle(store);
  }, [store, due, deadline]);

  const left = clockText(Math.max(0, (deadline ?? now) - now));
  const mover = multi.participants.find((p) => p.playerId === multi.moverId);
  const name = mover?.name ?? '';
  const text = gathering
    ? t`Allies are gathering: the battle starts in ${left}.`
    : multi.moverId === null
      ? null
      : multi.moverId === playerId
        ? t`Your turn: ${left} left to move.`
        : t`${name} is moving now (${left} left). Wait for your turn.`;
  if (text === null) return null;
  // An ally's turn shows their colour, the one their creatures' rings and names have on the field.
  const allyColour = gathering || multi.moverId === null ? undefined : allyMarks(multi.participants, playerId).get(multi.moverId)?.colour;
  return (
    <p className="battle-instruction multi-turn" id="multi-turn" role="status" data-mine={multi.moverId === playerId}>
      {allyColour !== undefined && <span className="ally-swatch" aria-hidden="true" style={{ background: allyColour }} />}
      {text}
    </p>
  );
}
