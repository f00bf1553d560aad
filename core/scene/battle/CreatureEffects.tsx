import { useFrame } from '@react-three/fiber';
import { useRef, type RefObject } from 'react';
import type { Group, Mesh, MeshBasicMaterial } from 'three';
import { EffectType, type BattleCreature } from '../../model/index.ts';
import { isAlive } from '../../rules/index.ts';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import { fallProgress, idlePhase, MOTION } from './creatureMotion.ts';
import { HIT_TIMING, phase, type HitAnimation } from './hitAnimation.ts';

const BUBBLES = 6;

interface CreatureEffectsProps {
  creature: BattleCreature;
  size: number;
  own: boolean;
  anim: HitAnimation;
  /** The creature's sprite: breathes, shakes when struck, falls when dead. */
  sprite: RefObject<Mesh | null>;
}

/**
 * A battle creature's own life (issue 10 "Art"): idle breathing on its own phase, a shake when a blow lands,
 * green bubbles and mist while poisoned, an ice block while frozen, and a fall when it dies. Per-frame values
 * stay in refs and the scene graph (STYLE 14).
 */
export function CreatureEffects({ creature, size, own, anim, sprite }: CreatureEffectsProps) {
  const alive = isAlive(creature);
  const poisoned = creature.effects.some((e) => e.type === EffectType.poisoned && e.movesRemain > 0);
  const frozen = creature.effects.some((e) => e.type === EffectType.frozen && e.movesRemain > 0);
  // When it died: null while alive, -Infinity for one already dead when first seen (drawn fallen at once).
  const died = useRef<number | null>(alive ? null : -Infinity);
  const bubbles = useRef<Group>(null);
  const mist = useRef<Mesh>(null);
  const phase0 = idlePhase(creature.id);

  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    if (alive) died.current = null;
    else if (died.current === null) died.current = t;
    const s = sprite.current;
    if (s) {
      let shake = 0;
      for (const hit of anim.hits) {
        if (hit.defenderId !== creature.id) continue;
        const f = phase(t, hit.start + HIT_TIMING.lunge * 0.6, HIT_TIMING.flash);
        if (f !== null) shake = Math.sin(f * MOTION.shakeSpeed) * MOTION.shake * (1 - f);
      }
      const sign = own ? 1 : -1;
      if (died.current !== null) {
        const p = fallProgress(t - died.current);
        s.rotation.z = sign * (Math.PI / 2) * p * 0.92;
        s.position.set(-sign * size * 0.12 * p, -size * 0.22 * p, 0);
        s.scale.set(sign * size, size, 1);
      } else {
        // Frozen creatures hold still.
        const breath = frozen ? 0 : Math.sin(t * MOTION.breathSpeed + phase0) * MOTION.breath;
        s.rotation.z = 0;
        s.position.set(shake, (size * breath) / 2, 0);
        s.scale.set(sign * size * (1 - breath * 0.4), size * (1 + breath), 1);
      }
    }
    const b = bubbles.current;
    if (b) {
      b.children.forEach((child, i) => {
        const k = (t * 0.45 + i / BUBBLES + phase0) % 1;
        child.position.set(Math.sin(i * 2.1 + t * 1.5) * size * 0.3, -size * 0.35 + k * size * 0.9, size + 4);
        child.scale.setScalar(size * (0.05 + 0.04 * ((i * 7) % 3)) * (1 - k * 0.4));
        ((child as Mesh).material as MeshBasicMaterial).opacity = 0.8 * Math.sin(k * Math.PI);
      });
    }
    if (mist.current) (mist.current.material as MeshBasicMaterial).opacity = 0.28 + Math.sin(t * 3 + phase0) * 0.08;
  });

  return (
    <>
      {poisoned && alive && (
        <>
          <mesh ref={mist} position={[0, -size * 0.38, -1]} scale={[size * 0.95, size * 0.3, 1]}>
            <circleGeometry args={[0.5, 24]} />
            <meshBasicMaterial color="#7dff4a" transparent opacity={0.3} depthWrite={false} />
          </mesh>
          <group ref={bubbles}>
            {Array.from({ length: BUBBLES }, (_, i) => (
              <mesh key={i}>
                <circleGeometry args={[0.5, 12]} />
                <meshBasicMaterial color={i % 2 ? '#b6ff6a' : '#5fd03a'} transparent opacity={0} depthWrite={false} />
              </mesh>
            ))}
          </group>
        </>
      )}
      {frozen && alive && (
        <group position={[0, 0, size + 3]}>
          <mesh geometry={UNIT_PLANE} scale={[size * 0.86, size * 0.92, 1]}>
            <meshBasicMaterial color="#9fe6ff" transparent opacity={0.3} depthWrite={false} />
          </mesh>
          <mesh position={[0, 0, 0.5]} scale={[size * 0.86, size * 0.92, 1]}>
            <ringGeometry args={[0.46, 0.5, 4, 1, Math.PI / 4]} />
            <meshBasicMaterial color="#e8fbff" transparent opacity={0.8} depthWrite={false} />
          </mesh>
          {[-0.3, 0.05, 0.28].map((x, i) => (
            <mesh
              key={i}
              geometry={UNIT_PLANE}
              position={[x * size, (0.28 - i * 0.22) * size, 1]}
              rotation={[0, 0, 0.6 + i]}
              scale={[size * 0.05, size * 0.16, 1]}
            >
              <meshBasicMaterial color="#ffffff" transparent opacity={0.7} depthWrite={false} />
            </mesh>
          ))}
        </group>
      )}
    </>
  );
}
