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
  /** Multiplied into the frame's colours (a theme's light on decoration). */
  tint?: string;
  onClick?: (event: ThreeEvent<MouseEvent>) => void;
  onPointerOver?: (event: ThreeEvent<PointerEvent>) => void;
  onPointerOut?: (event: ThreeEvent<PointerEvent>) => void;
  ref?: Ref<Mesh>;
  name?: string;
}

/** A textured plane showing one atlas frame (the stub until the atlas is loaded). */
export function Sprite(props: SpriteProps) {
  const { imageId, size, position, opacity = 1, flip = false, tint, onClick, onPointerOver, onPointerOut, ref, name } = props;
  const texture = useSpriteTexture(imageId);
  return (
    <mesh
      ref={ref}
      name={name}
      geometry={UNIT_PLANE}
      position={position}
      scale={[flip ? -size : size, size, 1]}
      onClick={onClick}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
    >
      <meshBasicMaterial map={texture} color={tint ?? '#ffffff'} transparent alphaTest={0.02} depthWrite={false} opacity={opacity} />
    </mesh>
  );
}
