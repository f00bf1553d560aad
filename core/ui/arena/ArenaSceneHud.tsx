import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ArenaOpponent } from '../../model/index.ts';
import { arenaBusyAtom } from '../../state/arena.ts';
import { overlayAtom, playerAtom } from '../../state/atoms.ts';
import { arenaOpponentAtom, fightArenaOpponent, leaveArenaScene, loadArenaOpponent, nextArenaOpponent } from '../../state/arenaScene.ts';
import { warriorClassName } from '../battle/creatureNames.ts';
import { Portrait } from '../figures/Portrait.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { LEAGUE_NAMES } from './leagueNames.ts';
import './arenaScene.css';

/**
 * The arena scene's HUD (issue 14): back to the arena page, the opponent the server holds (name, level, league,
 * cups, squad and the cups at stake), "Fight" and "Another opponent" with what it costs. Escape goes back.
 */
export function ArenaSceneHud() {
  const { t } = useLingui();
  const store = useStore();
  const opponent = useAtomValue(arenaOpponentAtom);
  const overlay = useAtomValue(overlayAtom);

  useEffect(() => {
    if (opponent.status === 'idle') void loadArenaOpponent(store);
  }, [opponent.status, store]);
  useEffect(() => {
    if (overlay !== null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') leaveArenaScene(store);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, store]);

  return (
    <section id="arena-scene-hud" className="hud-layer arena-scene-hud" aria-label={t`Arena`}>
      <div className="hud-top">
        <button type="button" className="btn btn-quiet hud-panel" id="arena-scene-back" onClick={() => leaveArenaScene(store)}>
          {t`Back to the arena`}
        </button>
      </div>
      <div className="hud-panel arena-card" id="arena-opponent" data-status={opponent.status}>
        {opponent.status === 'failed' ? (
          <LoadFailed error={opponent.error} onRetry={() => void loadArenaOpponent(store)} />
        ) : opponent.status !== 'ready' ? (
          <p className="message" role="status">{t`Looking for an opponent…`}</p>
        ) : (
          <OpponentCard opponent={opponent.value} />
        )}
      </div>
    </section>
  );
}

function OpponentCard({ opponent }: { opponent: ArenaOpponent }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(arenaBusyAtom);
  const gold = useAtomValue(playerAtom)?.gold ?? 0;
  const { name, level, cups, cupsWin, freeRerollsLeft, rerollGold } = opponent;
  const league = i18n._(LEAGUE_NAMES[opponent.league]);
  const loss = Math.abs(opponent.cupsLoss);
  return (
    <div className="arena-card-body" data-opponent-id={opponent.id}>
      <div className="arena-card-head">
        <h2 id="arena-opponent-name">{name}</h2>
        <span className="arena-card-facts">
          {t`Level ${level}`} · {t`${league} league`} · {t`${plural(cups, { one: '# cup', other: '# cups' })}`}
        </span>
      </div>
      <ul className="arena-card-squad" id="arena-opponent-squad" aria-label={t`Their squad`}>
        {opponent.squad.map((hero, i) => (
          <li key={i} data-rank={hero.rank}>
            <Portrait imageId={hero.imageId} warriorClass={hero.warriorClass} size={20} flip className="arena-portrait" />
            {i18n._(warriorClassName(hero.warriorClass))} {hero.level}
          </li>
        ))}
      </ul>
      <p className="arena-card-stakes" id="arena-stakes">
        <span className="arena-win">{t`Win: ${plural(cupsWin, { one: '+# cup', other: '+# cups' })}`}</span>
        <span className="arena-loss">
          {loss === 0 ? t`Loss: you have no cups to lose` : t`Loss: ${plural(loss, { one: '−# cup', other: '−# cups' })}`}
        </span>
      </p>
      <div className="arena-card-actions">
        <button type="button" className="btn" id="arena-fight" disabled={busy} onClick={() => void fightArenaOpponent(store)}>
          {t`Fight`}
        </button>
        <button type="button" className="btn btn-quiet" id="arena-next" disabled={busy || gold < rerollGold} onClick={() => void nextArenaOpponent(store)}>
          {t`Another opponent`}
          <small>
            {rerollGold === 0
              ? t`${plural(freeRerollsLeft, { one: 'free, # left today', other: 'free, # left today' })}`
              : gold < rerollGold
                ? t`${rerollGold} gold: you have ${gold}`
                : t`${rerollGold} gold`}
          </small>
        </button>
      </div>
    </div>
  );
}
