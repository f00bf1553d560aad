import type { RefObject } from 'react';
import type { Mesh } from 'three';
import type { AllyMark } from '../../rules/index.ts';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import { TEXT_ASPECT, textTexture } from './textTexture.ts';

/**
 * An ally's creature's mark: a ring on the ground in the ally's colour and their name at its feet, both
 * inside the sprite's box (battleLayout keeps that box clear of labels and numbers). The ring's opacity is set per
 * frame by the creature's view through `ring`.
 */
export function AllyBanner({ ally, size, ring }: { ally: AllyMark; size: number; ring: RefObject<Mesh | null> }) {
  const nameHeight = Math.min(22, size / TEXT_ASPECT);
  const feet = -size * 0.5;
  return (
    <>
      <mesh ref={ring} position={[0, feet + size * 0.12, -3]} scale={[1, 0.32, 1]}>
        <ringGeometry args={[size * 0.3, size * 0.42, 40]} />
        <meshBasicMaterial color={ally.colour} transparent opacity={0.85} depthWrite={false} />
      </mesh>
      <mesh geometry={UNIT_PLANE} position={[0, feet + nameHeight / 2, 4]} scale={[nameHeight * TEXT_ASPECT, nameHeight, 1]}>
        <meshBasicMaterial map={textTexture(ally.name, ally.colour)} transparent depthWrite={false} />
      </mesh>
    </>
  );
}
