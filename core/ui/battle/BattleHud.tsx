import { useLingui } from '@lingui/react/macro';
import { isFriendlyCreature } from '../../state/multiBattle.ts';
import { MultiTurnLine } from './MultiTurnLine.tsx';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { BattleOutcome, type BattleCreature } from '../../model/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { backpackAtom, loadBackpack } from '../../state/backpack.ts';
import {
  askHint,
  battleConsumableAtom,
  battleConsumableRefusalAtom,
  battleBusyAtom,
  battleInsetsAtom,
  battlePreviewAtom,
  battleRefusedPickAtom,
  battleSelectionAtom,
  completeBattle,
  currentBattleAtom,
  giveUp,
  hitSelected,
  isBattleOver,
  isOwnCreature,
  previewSelected,
  selectCreature,
  skipTurn,
  spendConsumableOn,
} from '../../state/battle.ts';
import { isAlive } from '../../rules/index.ts';
import './battle.css';
import { battleInstruction } from './battleInstruction.ts';
import { consumableInstruction } from './consumableInstruction.ts';
import { ConsumableSlots } from './ConsumableSlots.tsx';
import { BattleLog } from './BattleLog.tsx';
import { BattleResult } from './BattleResult.tsx';
import { CreatureButton } from './CreatureButton.tsx';
import { PanelInsetScene, usePanelInset } from '../usePanelInset.ts';
import { useFigureBoxes } from './useFigureBoxes.ts';

/**
 * The battle's DOM HUD (product §4 Battle; issue 24 "a battle HUD, not a form"): the fight fills the frame, and every
 * creature is a button standing over its figure (tap an attacker of yours that can act, then an enemy), with its
 * name and effects on it; a compact bar at the bottom, in the thumb's reach, says what to do next (and why a pick did
 * nothing) and holds the log, the quick slots and Hit, Skip, Hint and Give up (confirmed). The result panel stands
 * over the field once the server decided the battle, so the log and the panel's own button stay in view. `#battle-hud` carries `data-outcome` for tests. Everything shown is the
 * server's answer; buttons are disabled while a call runs. It measures what it and the header cover of the frame,
 * for the scene to lay the field out in the rest.
 */
export function BattleHud() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const battle = useAtomValue(currentBattleAtom);
  const playerId = useAtomValue(playerAtom)?.id ?? null;
  const selection = useAtomValue(battleSelectionAtom);
  const busy = useAtomValue(battleBusyAtom);
  const preview = useAtomValue(battlePreviewAtom);
  const refusedId = useAtomValue(battleRefusedPickAtom);
  const insets = useAtomValue(battleInsetsAtom);
  const backpack = useAtomValue(backpackAtom);
  const consumable = useAtomValue(battleConsumableAtom);
  const consumableRefusal = useAtomValue(battleConsumableRefusalAtom);
  const [slotNote, setSlotNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const layerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const instructionId = useId();
  usePanelInset(layerRef, panelRef, PanelInsetScene.battle, battle !== null);
  const confirmTitle = useId();
  const boxes = useFigureBoxes(layerRef, battle, playerId, insets);

  // The quick slots show what the backpack holds now (issue 11); its items are counted down as they are used.
  useEffect(() => {
    void loadBackpack(store);
  }, [store]);
  // A note about a slot lasts until the next pick or answer.
  useEffect(() => setSlotNote(null), [consumable, battle]);

  // A complete pick asks the server what the blow would do (a preview, never applied here).
  useEffect(() => {
    if (selection.attackerId !== null && selection.targetId !== null) void previewSelected(store);
  }, [selection.attackerId, selection.targetId, store]);

  if (!battle) {
    return (
      <section id="battle-hud" ref={layerRef} className="hud-layer" data-outcome={BattleOutcome.NONE} aria-busy="true">
        <div ref={panelRef} className="hud-bottom" />
      </section>
    );
  }

  const over = isBattleOver(battle);
  const own = battle.creatures.filter((c) => isOwnCreature(c, playerId));
  // Issue 14: in a MULTI battle allies are neither the player's to move nor targets.
  const enemies = battle.creatures.filter((c) => !isFriendlyCreature(c) || (battle.multi === undefined && !isOwnCreature(c, playerId)));
  const hinted = (c: BattleCreature) =>
    battle.ask !== null && (battle.ask.attackerId === c.id || battle.ask.defenderId === c.id);
  // Issue 14: in a MULTI battle only the player whose turn it is may move; the turn line says who and why.
  const waiting = battle.multi !== undefined && battle.multi.moverId !== playerId;
  const canHit = !busy && !over && !waiting && selection.attackerId !== null && selection.targetId !== null;
  const previewNow =
    preview && preview.attackerId === selection.attackerId && preview.defenderId === selection.targetId ? preview.value : null;
  const instruction =
    slotNote ??
    (waiting ? '' : null) ??
    (consumable && !busy && !over ? i18n._(consumableInstruction(consumable, consumableRefusal)) : null) ??
    battleInstruction(battle, selection, playerId, busy, refusedId, (d) => i18n._(d));
  // With a consumable picked, a creature is a target when it is alive and on the side the item is for.
  const targetable = (c: BattleCreature, ownSide: boolean) =>
    consumable ? isAlive(c) && ownSide === (consumable.kind === 'potion') : undefined;
  const pick = (c: BattleCreature) => (consumable ? void spendConsumableOn(store, c.id) : selectCreature(store, c.id));

  return (
    <section
      id="battle-hud"
      ref={layerRef}
      className="hud-layer"
      aria-label={t`Battle`}
      data-outcome={battle.outcome}
      data-turn={battle.turn}
      aria-busy={busy}
    >
      {/* The figures' buttons, in the canvas's place: enemies first, as a screen reader meets the fight. */}
      <div className="battle-figures">
        <div className="battle-side" role="group" aria-label={t`Enemies`}>
          {enemies.map((c) => (
            <CreatureButton
              key={c.id}
              creature={c}
              own={false}
              pressed={selection.targetId === c.id}
              hinted={hinted(c)}
              disabled={busy || over}
              pickable={targetable(c, false)}
              onPick={() => pick(c)}
              box={boxes.get(c.id)}
            />
          ))}
        </div>
        <div className="battle-side" role="group" aria-label={t`Your squad`}>
          {own.map((c) => (
            <CreatureButton
              key={c.id}
              creature={c}
              own
              pressed={selection.attackerId === c.id}
              hinted={hinted(c)}
              disabled={busy || over}
              pickable={targetable(c, true)}
              onPick={() => pick(c)}
              box={boxes.get(c.id)}
            />
          ))}
        </div>
      </div>
      <div ref={panelRef} className="hud-bottom battle-bar">
        <div className="hud-panel">
          {battle.multi && !over && <MultiTurnLine multi={battle.multi} playerId={playerId} />}
          <BattleLog battle={battle} preview={previewNow} />
          {/* Always there, so the panel keeps its height and the field does not jump between answers. */}
          <div className="battle-instruction-row">
            <p id={instructionId} className="battle-instruction" data-testid="battle-instruction">
              {instruction ?? '\u00a0'}
            </p>
            {/* Apart from Hit, Skip and Hint, so a thumb reaching for them does not land on it. */}
            <button type="button" className="btn btn-quiet battle-give-up" disabled={busy || over} onClick={() => setConfirming(true)}>
              {t`Give up`}
            </button>
          </div>
          {backpack.status === 'ready' && (
            <ConsumableSlots backpack={backpack.value} disabled={busy || over} onRefused={setSlotNote} />
          )}
          <div className="hud-row battle-actions">
            <button
              type="button"
              className="btn"
              disabled={!canHit}
              aria-describedby={instruction ? instructionId : undefined}
              onClick={() => void hitSelected(store)}
            >
              {t`Hit`}
            </button>
            <button type="button" className="btn btn-quiet" disabled={busy || over || waiting} onClick={() => void skipTurn(store)}>
              {t`Skip`}
            </button>
            <button type="button" className="btn btn-quiet" disabled={busy || over || waiting} onClick={() => void askHint(store)}>
              {t`Hint`}
            </button>
          </div>
        </div>
      </div>
      {confirming && !over && (
        <div className="result-panel">
          <div className="panel" role="alertdialog" aria-modal="true" aria-labelledby={confirmTitle}>
            <h2 id={confirmTitle}>{t`Give up this battle?`}</h2>
            <p className="message">{t`It counts as a defeat. The lair stays, and you can come back later.`}</p>
            <div className="form-actions">
              <button type="button" className="btn btn-quiet" autoFocus onClick={() => setConfirming(false)}>
                {t`Keep fighting`}
              </button>
              <button
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => void giveUp(store).then(() => setConfirming(false))}
              >
                {t`Yes, give up`}
              </button>
            </div>
          </div>
        </div>
      )}
      {over && (
        <BattleResult battle={battle} busy={busy} insets={insets} onContinue={() => void completeBattle(store)} />
      )}
    </section>
  );
}

