import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { memo, useRef } from 'react';
import type { Group, Mesh, MeshBasicMaterial } from 'three';
import type { BattleCreature } from '../../model/index.ts';
import { abbreviateNumber, healthOf, isAlive, maxHealthOf } from '../../rules/index.ts';
import { Sprite, UNIT_PLANE } from '../atlas/Sprite.tsx';
import { BATTLE } from './battleLayout.ts';
import { CreatureEffects } from './CreatureEffects.tsx';
import { HIT_TIMING, phase, type HitAnimation, type ScheduledHit } from './hitAnimation.ts';
import { TEXT_ASPECT, textTexture } from './textTexture.ts';

/** How a creature is marked: the picked attacker, the picked target, or the server's hint. */
export type CreatureMark = 'attacker' | 'target' | 'hint' | null;

const MARK_COLOUR: Record<Exclude<CreatureMark, null>, string> = {
  attacker: '#ffd23f',
  target: '#ff5a4a',
  hint: '#6fe0ff',
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
}

/**
 * One creature on the battle field: sprite, health bar with its numbers (abbreviated, technical §9), effect
 * markers, and the blow animation (lunge, red flash, floating damage), all read per frame from `anim`.
 * The numbers are the server's; nothing here computes damage.
 */
export const BattleCreatureView = memo(function BattleCreatureView(props: BattleCreatureViewProps) {
  const { creature, x, y, size, own, mark, anim, positionOf, onSelect } = props;
  const group = useRef<Group>(null);
  const sprite = useRef<Mesh>(null);
  const number = useRef<Mesh>(null);
  const shownHit = useRef<ScheduledHit | null>(null);
  const alive = isAlive(creature);
  const health = healthOf(creature);
  const max = maxHealthOf(creature);
  const barWidth = Math.max(BATTLE.barWidth * 0.8, size * 0.9);
  const ratio = max > 0 ? Math.max(0, Math.min(1, health / max)) : 0;

  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    let dx = 0;
    let dy = 0;
    let flash = 0;
    let floating: { hit: ScheduledHit; p: number } | null = null;
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
        const n = phase(t, struck, HIT_TIMING.number);
        if (n !== null) floating = { hit, p: n };
      }
    }
    group.current?.position.set(x + dx, y + dy, 0);
    const material = sprite.current?.material as MeshBasicMaterial | undefined;
    if (material) {
      const base = alive ? 1 : 0.55;
      material.color.setRGB(base, base * (1 - 0.65 * flash), base * (1 - 0.65 * flash));
    }
    const label = number.current;
    if (label) {
      const labelMaterial = label.material as MeshBasicMaterial;
      if (floating) {
        if (shownHit.current !== floating.hit) {
          shownHit.current = floating.hit;
          const text = floating.hit.saved ? '1' : `-${abbreviateNumber(floating.hit.damage)}`;
          labelMaterial.map = textTexture(text, floating.hit.killed ? '#ffd23f' : '#ff6a5a');
        }
        label.visible = true;
        label.position.y = size * 0.55 + floating.p * 40;
        labelMaterial.opacity = 1 - floating.p * floating.p;
      } else {
        label.visible = false;
        shownHit.current = null;
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
      <Sprite
        ref={sprite}
        imageId={creature.imageId}
        size={size}
        position={[0, 0, 0]}
        flip={!own}
        opacity={alive ? 1 : 0.4}
        onClick={click}
      />
      <CreatureEffects creature={creature} size={size} own={own} anim={anim} sprite={sprite} />
      <mesh geometry={UNIT_PLANE} position={[0, -size * 0.58, 1]} scale={[barWidth + 4, BATTLE.barHeight + 4, 1]}>
        <meshBasicMaterial color="#120d24" />
      </mesh>
      {ratio > 0 && (
        <mesh
          geometry={UNIT_PLANE}
          position={[-barWidth / 2 + (barWidth * ratio) / 2, -size * 0.58, 2]}
          scale={[barWidth * ratio, BATTLE.barHeight, 1]}
        >
          <meshBasicMaterial color={barColour(ratio)} />
        </mesh>
      )}
      <mesh geometry={UNIT_PLANE} position={[0, -size * 0.58 - 17, 2]} scale={[24 * TEXT_ASPECT, 24, 1]}>
        <meshBasicMaterial map={textTexture(healthText, '#f4f1ff')} transparent depthWrite={false} />
      </mesh>
      {effects.map((effect, i) => (
        <Sprite
          key={effect.type}
          imageId={`effect-${effect.type}`}
          size={28}
          position={[size * 0.42, size * 0.38 - i * 30, 3]}
        />
      ))}
      <mesh ref={number} geometry={UNIT_PLANE} visible={false} position={[0, size * 0.55, 6]} scale={[34 * TEXT_ASPECT, 34, 1]}>
        <meshBasicMaterial map={textTexture('', '#ff6a5a')} transparent depthWrite={false} />
      </mesh>
    </group>
  );
});
