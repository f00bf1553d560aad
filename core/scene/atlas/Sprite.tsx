import type { ThreeEvent } from '@react-three/fiber';
import type { Ref } from 'react';
import { PlaneGeometry, type Mesh } from 'three';
import { useSpriteTexture } from './useSpriteTexture.ts';

/** One unit quad shared by every sprite; each sprite scales it. */
export const UNIT_PLANE = new PlaneGeometry(1, 1);

export interface SpriteProps {
  imageId: string;
  /** Side in world units (sprites are square, as atlas frames are). */
  size: number;
  position: [number, number, number];
  opacity?: number;
  /** Mirror horizontally (enemies face the squad). */
  flip?: boolean;
  onClick?: (event: ThreeEvent<MouseEvent>) => void;
  ref?: Ref<Mesh>;
  name?: string;
}

/** A textured plane showing one atlas frame (the stub until the atlas is loaded). */
export function Sprite({ imageId, size, position, opacity = 1, flip = false, onClick, ref, name }: SpriteProps) {
  const texture = useSpriteTexture(imageId);
  return (
    <mesh
      ref={ref}
      name={name}
      geometry={UNIT_PLANE}
      position={position}
      scale={[flip ? -size : size, size, 1]}
      onClick={onClick}
    >
      <meshBasicMaterial map={texture} transparent alphaTest={0.02} depthWrite={false} opacity={opacity} />
    </mesh>
  );
}
