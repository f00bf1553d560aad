import { atom } from 'jotai/vanilla';
import { BattleOutcome } from '../model/index.ts';
import type { Battle, BattleCreature, ConsumableKind, Precalculation } from '../model/index.ts';
import { battleAtom } from './atoms.ts';

/** True while a battle call runs: every battle button is disabled meanwhile. */
export const battleBusyAtom = atom(false);

/** The own attacker and the enemy target the player picked. */
export interface BattleSelection {
  attackerId: number | null;
  targetId: number | null;
}
export const battleSelectionAtom = atom<BattleSelection>({ attackerId: null, targetId: null });

/** The creature whose pick was just refused (a frozen or fallen hero, a defeated enemy), so the HUD can say why. */
export const battleRefusedPickAtom = atom<number | null>(null);

/**
 * How much of the battle's frame the DOM covers, in CSS pixels: the header over its top (0 when the header sits
 * above the frame) and the HUD panel over its bottom. The HUD measures it on resize; the scene lays the field out in
 * what is left, so labels and damage numbers stay clear of both (issue 10).
 */
export interface BattleInsets {
  top: number;
  bottom: number;
}
export const battleInsetsAtom = atom<BattleInsets>({ top: 0, bottom: 0 });

/** The server's preview of the selected blow (technical §7 precalculate), for the pair it was asked for. */
export const battlePreviewAtom = atom<{ attackerId: number; defenderId: number; value: Precalculation } | null>(null);

/** The battle now shown, or null while none is loaded. */
export const currentBattleAtom = atom((get) => {
  const remote = get(battleAtom);
  return remote.status === 'ready' ? remote.value : null;
});

/** Whether a creature of the battle belongs to the player (monsters have no player; arena foes another one). */
export const isOwnCreature = (creature: BattleCreature, playerId: number | null): boolean =>
  playerId !== null && creature.playerId === playerId;

/** The battle is decided (product §4): only completing it is left. */
export const isBattleOver = (battle: Battle): boolean => battle.outcome !== BattleOutcome.NONE;

/** A battle quick slot the player picked (issue 11): its consumable waits for a target. */
export interface ConsumablePick {
  kind: ConsumableKind;
  /** The `ConsumableDef` id in the slot. */
  itemId: string;
}
export const battleConsumableAtom = atom<ConsumablePick | null>(null);

/** Why the last use of a consumable was refused before any call, so the HUD can say it. */
export const ConsumableRefusal = { targetDead: 'targetDead', wrongSide: 'wrongSide', noneLeft: 'noneLeft' } as const;
export type ConsumableRefusal = (typeof ConsumableRefusal)[keyof typeof ConsumableRefusal];
export const battleConsumableRefusalAtom = atom<ConsumableRefusal | null>(null);
