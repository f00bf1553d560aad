import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { memo, useEffect, useRef } from 'react';
import type { Group, Mesh, MeshBasicMaterial } from 'three';
import type { AllyMark } from '../../rules/index.ts';
import { figureOf } from '../../content/figures/index.ts';
import { BattleEventKind, EffectType, type BattleCreature } from '../../model/index.ts';
import { abbreviateNumber, healthOf, isAlive, maxHealthOf } from '../../rules/index.ts';
import { Sprite, UNIT_PLANE } from '../atlas/Sprite.tsx';
import { BATTLE, barWidthFor } from '../../rules/battleLayout.ts';
import { HIT_TIMING, phase, type HitAnimation, type ScheduledNumber } from './hitAnimation.ts';
import { AllyBanner } from './AllyBanner.tsx';
import { CreatureEffects } from './CreatureEffects.tsx';
import { idlePhase } from './creatureMotion.ts';
import { battleAction } from './figureDrive.ts';
import { Figure, makeFigureMotion } from '../figures/Figure.tsx';
import { exposeFigure } from '../figures/exposeFigures.ts';
import { TEXT_ASPECT, textTexture } from './textTexture.ts';

/** How a creature is marked: the picked attacker, the picked target, or the server's hint. */
export type CreatureMark = 'attacker' | 'target' | 'hint' | null;

const MARK_COLOUR: Record<Exclude<CreatureMark, null>, string> = {
  attacker: '#ffd23f',
  target: '#ff5a4a',
  hint: '#6fe0ff',
};

/**
 * The floating number's colour: a killing change gold, healing green, poison violet, a clan shield's reflection
 * shield blue, any other loss red.
 */
const numberColour = (n: ScheduledNumber): string => {
  if (n.killed) return '#ffd23f';
  if (n.change > 0) return '#7dff8a';
  if (n.kind === BattleEventKind.reflected) return '#6fc3ff';
  return n.kind === BattleEventKind.poisonTick ? '#c58bff' : '#ff6a5a';
};

const barColour = (ratio: number): string => (ratio > 0.5 ? '#5fd068' : ratio > 0.25 ? '#f2c14e' : '#ff5a4a');

export interface BattleCreatureViewProps {
  creature: BattleCreature;
  x: number;
  y: number;
  /** Sprite side in world units. */
  size: number;
  own: boolean;
  mark: CreatureMark;
  anim: HitAnimation;
  /** Where another creature stands, for the lunge toward a defender. */
  positionOf: (creatureId: number) => [number, number] | undefined;
  onSelect: (creatureId: number) => void;
  /** Another player's creature in a MULTI battle: its owner's name and colour; null for the player's own and monsters. */
  ally?: AllyMark | null;
  /** The ally whose creature this is moves now: its ring pulses. */
  allyMoving?: boolean;
}

/**
 * One creature on the battle field: sprite, health bar with its numbers (abbreviated, technical §9), effect
 * markers, and the answer's animation (lunge, red flash, a floating number for every change of health), all read
 * per frame from `anim`. The numbers are the server's events; nothing here computes damage. Bar, label and number
 * sit where battleLayout's `creatureBoxes` says, so the layout keeps them apart.
 */
export const BattleCreatureView = memo(function BattleCreatureView(props: BattleCreatureViewProps) {
  const { creature, x, y, size, own, mark, anim, positionOf, onSelect, ally = null, allyMoving = false } = props;
  const group = useRef<Group>(null);
  const allyRing = useRef<Mesh>(null);
  const sprite = useRef<Mesh>(null);
  const number = useRef<Mesh>(null);
  const shownNumber = useRef<ScheduledNumber | null>(null);
  const alive = isAlive(creature);
  const health = healthOf(creature);
  const max = maxHealthOf(creature);
  const barWidth = barWidthFor(size);
  const barY = -size * BATTLE.barDrop;
  const ratio = max > 0 ? Math.max(0, Math.min(1, health / max)) : 0;
  const figure = figureOf(creature.imageId, creature.warriorClass);
  const motion = useRef(makeFigureMotion()).current;
  // When it died on the scene's clock: -Infinity for one already dead when first seen (it lies there at once).
  const diedAt = useRef<number | null>(alive ? null : -Infinity);
  useEffect(() => (figure ? exposeFigure(creature.id, motion) : undefined), [figure, creature.id, motion]);
  const frozen = creature.effects.some((e) => e.type === EffectType.frozen && e.movesRemain > 0);

  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    let dx = 0;
    let dy = 0;
    let flash = 0;
    // A clan shield's reflection flashes the striker blue, as a blow flashes its target red.
    let shieldFlash = 0;
    let floating: { number: ScheduledNumber; p: number } | null = null;
    for (const n of anim.numbers) {
      if (n.creatureId !== creature.id) continue;
      const p = phase(t, n.start, HIT_TIMING.number);
      if (p !== null) floating = { number: n, p };
      const f = n.kind === BattleEventKind.reflected ? phase(t, n.start, HIT_TIMING.flash) : null;
      if (f !== null) shieldFlash = 1 - f;
    }
    for (const hit of anim.hits) {
      if (hit.attackerId === creature.id) {
        const p = phase(t, hit.start, HIT_TIMING.lunge);
        const target = positionOf(hit.defenderId);
        if (p !== null && target) {
          const k = Math.sin(p * Math.PI) * 0.3;
          dx = (target[0] - x) * k;
          dy = (target[1] - y) * k;
        }
      }
      if (hit.defenderId === creature.id) {
        const struck = hit.start + HIT_TIMING.lunge * 0.6;
        const f = phase(t, struck, HIT_TIMING.flash);
        if (f !== null) flash = 1 - f;
      }
    }
    group.current?.position.set(x + dx, y + dy, 0);
    // It falls once the killing blow lands (its number's start), not when the answer arrives.
    if (alive) diedAt.current = null;
    else diedAt.current ??= Math.max(t, anim.numbers.find((n) => n.killed && n.creatureId === creature.id)?.start ?? t);
    motion.dead = diedAt.current === null || t < diedAt.current ? null : t - diedAt.current;
    motion.action = frozen ? null : battleAction(anim, creature.id, t);
    motion.light = alive ? 1 : 0.6;
    motion.glow[0] = 0.7 * flash + (frozen ? 0.05 : 0);
    motion.glow[1] = 0.25 * shieldFlash + (frozen ? 0.15 : 0);
    motion.glow[2] = 0.7 * shieldFlash + (frozen ? 0.3 : 0);
    const ring = allyRing.current?.material as MeshBasicMaterial | undefined;
    if (ring) ring.opacity = allyMoving ? 0.55 + 0.45 * Math.sin(t * 5) ** 2 : 0.85;
    const material = sprite.current?.material as MeshBasicMaterial | undefined;
    if (material) {
      const base = alive ? 1 : 0.55;
      const red = 1 - 0.65 * flash;
      material.color.setRGB(base * red * (1 - 0.6 * shieldFlash), base * red * (1 - 0.25 * shieldFlash), base * red);
    }
    const label = number.current;
    if (label) {
      const labelMaterial = label.material as MeshBasicMaterial;
      if (floating) {
        if (shownNumber.current !== floating.number) {
          shownNumber.current = floating.number;
          const { change } = floating.number;
          const text = change > 0 ? `+${abbreviateNumber(change)}` : `-${abbreviateNumber(-change)}`;
          labelMaterial.map = textTexture(text, numberColour(floating.number));
        }
        label.visible = true;
        // It rises within the creature's own cell (battleLayout creatureBoxes), never over a label.
        label.position.y = size * BATTLE.numberStart + floating.p * BATTLE.numberRise;
        labelMaterial.opacity = 1 - floating.p * floating.p;
      } else {
        label.visible = false;
        shownNumber.current = null;
      }
    }
  });

  const click = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    onSelect(creature.id);
  };
  const effects = creature.effects.filter((e) => e.movesRemain > 0);
  const healthText = `${abbreviateNumber(health)}/${abbreviateNumber(max)}`;

  return (
    <group ref={group} position={[x, y, 0]} name={`creature-${creature.id}`}>
      {mark && (
        <mesh position={[0, 0, -2]}>
          <ringGeometry args={[size * 0.5, size * 0.57, 40]} />
          <meshBasicMaterial color={MARK_COLOUR[mark]} />
        </mesh>
      )}
      {ally && <AllyBanner ally={ally} size={size} ring={allyRing} />}
      {figure ? (
        <Figure figure={figure} size={size} position={[0, 0, 0]} flip={!own} motion={motion} phase={idlePhase(creature.id)} onClick={click} />
      ) : (
        <Sprite
          ref={sprite}
          imageId={creature.imageId}
          size={size}
          position={[0, 0, 0]}
          flip={!own}
          opacity={alive ? 1 : 0.4}
          onClick={click}
        />
      )}
      <CreatureEffects creature={creature} size={size} own={own} anim={anim} sprite={sprite} />
      <mesh geometry={UNIT_PLANE} position={[0, barY, 1]} scale={[barWidth + 4, BATTLE.barHeight + 4, 1]} renderOrder={2}>
        <meshBasicMaterial color="#120d24" depthTest={false} />
      </mesh>
      {ratio > 0 && (
        <mesh
          geometry={UNIT_PLANE}
          position={[-barWidth / 2 + (barWidth * ratio) / 2, barY, 2]}
          scale={[barWidth * ratio, BATTLE.barHeight, 1]}
          renderOrder={3}
        >
          <meshBasicMaterial color={barColour(ratio)} depthTest={false} />
        </mesh>
      )}
      <mesh
        geometry={UNIT_PLANE}
        position={[0, barY - BATTLE.labelDrop, 2]}
        scale={[BATTLE.labelHeight * TEXT_ASPECT, BATTLE.labelHeight, 1]}
      >
        <meshBasicMaterial map={textTexture(healthText, '#f4f1ff')} transparent depthWrite={false} depthTest={false} />
      </mesh>
      {effects.map((effect, i) => (
        <Sprite
          key={effect.type}
          imageId={`effect-${effect.type}`}
          size={28}
          position={[size * 0.42, size * 0.38 - i * 30, size + 3]}
        />
      ))}
      <mesh
        ref={number}
        geometry={UNIT_PLANE}
        visible={false}
        position={[0, size * BATTLE.numberStart, 6]}
        scale={[BATTLE.numberHeight * TEXT_ASPECT, BATTLE.numberHeight, 1]}
      >
        <meshBasicMaterial map={textTexture('', '#ff6a5a')} transparent depthWrite={false} depthTest={false} />
      </mesh>
    </group>
  );
});
