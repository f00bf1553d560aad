import { DoubleSide } from 'three';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';

/** sin 60°: a unit triangle (a three-segment circle) is √3 wide and 1.5 tall. */
const TRI_W = Math.sqrt(3);
const TRI_H = 1.5;

interface ShapeProps {
  x: number;
  y: number;
  z?: number;
  color: string;
  opacity?: number;
}

/** A flat rectangle centred on x, y. */
export function Box({ x, y, z = 0, w, h, color, opacity, turn = 0 }: ShapeProps & { w: number; h: number; turn?: number }) {
  return (
    <mesh geometry={UNIT_PLANE} position={[x, y, z]} rotation={[0, 0, turn]} scale={[w, h, 1]}>
      <meshBasicMaterial color={color} transparent={opacity !== undefined} opacity={opacity ?? 1} depthWrite={opacity === undefined} />
    </mesh>
  );
}

/** A triangle standing on its base at y (a roof, a spire, a crown's point), `w` wide and `h` tall; hanging when h < 0. */
export function Roof({ x, y, z = 0, w, h, color }: ShapeProps & { w: number; h: number }) {
  const sy = h / TRI_H;
  return (
    <mesh position={[x, y + 0.5 * sy, z]} rotation={[0, 0, Math.PI / 2]} scale={[sy, w / TRI_W, 1]}>
      <circleGeometry args={[1, 3]} />
      {/* Both faces: a hanging triangle is a mirrored one. */}
      <meshBasicMaterial color={color} side={DoubleSide} />
    </mesh>
  );
}

/** An ellipse (a disc when rx = ry) centred on x, y. */
export function Disc({ x, y, z = 0, rx, ry = rx, color, opacity }: ShapeProps & { rx: number; ry?: number }) {
  return (
    <mesh position={[x, y, z]} scale={[rx, ry, 1]}>
      <circleGeometry args={[1, 28]} />
      <meshBasicMaterial color={color} transparent={opacity !== undefined} opacity={opacity ?? 1} depthWrite={opacity === undefined} />
    </mesh>
  );
}
