import { useThree } from '@react-three/fiber';
import { Color } from 'three';
import { hash01 } from '../road/roadGeometry.ts';
import { Sprite, UNIT_PLANE } from '../atlas/Sprite.tsx';
import { Motes } from '../worlds/Motes.tsx';
import { SceneLights } from '../worlds/SceneLights.tsx';
import { STAGE_LIGHTS } from '../worlds/worldLooks.ts';

const SKY_TOP = new Color('#120c2c');
const SKY_LOW = new Color('#5a2a5a');
const BANDS = 10;
const HILLS = [
  { x: -260, r: 230, colour: '#32204a', lift: 30 },
  { x: 120, r: 300, colour: '#32204a', lift: 10 },
  { x: 420, r: 220, colour: '#32204a', lift: 40 },
  { x: -120, r: 260, colour: '#1e1532', lift: -60 },
  { x: 300, r: 240, colour: '#1e1532', lift: -70 },
] as const;

/**
 * The character selection's backdrop: a dusk sky in bands over two rows of hills, stars, a lit stone stage the
 * pair stands on at `stageY`, a torch on each side, fireflies in the air, and the scene's lights for the figures.
 * Flat colour meshes but for the fireflies (one small program).
 */
export function SelectionBackdrop({ stageY }: { stageY: number }) {
  const viewport = useThree((s) => s.viewport);
  const size = useThree((s) => s.size);
  // r3f's viewport may predate the camera zoom; the reference width rule covers the frame either way.
  const width = Math.max(viewport.width, 600) + 8;
  const height = Math.max(viewport.height, size.width > 0 ? (size.height * 600) / size.width : 0) + 8;
  const horizon = stageY + 40;
  const top = height / 2;
  const bandHeight = (top - horizon) / BANDS;
  const half = width / 2;
  return (
    <>
      <SceneLights look={STAGE_LIGHTS.selection} rim={0.8} />
      <group position={[0, horizon, 0]}>
        <Motes kind="firefly" colour="#ffe6a0" width={width} height={(top - horizon) * 2} count={36} pixelRatio={viewport.dpr} z={-2} />
      </group>
      {Array.from({ length: BANDS }, (_, i) => (
        <mesh key={`b${i}`} geometry={UNIT_PLANE} position={[0, horizon + bandHeight * (i + 0.5), -12]} scale={[width, bandHeight + 1, 1]}>
          <meshBasicMaterial color={SKY_LOW.clone().lerp(SKY_TOP, (i / (BANDS - 1)) ** 0.7)} />
        </mesh>
      ))}
      <mesh geometry={UNIT_PLANE} position={[0, horizon - height / 2, -12]} scale={[width, height, 1]}>
        <meshBasicMaterial color="#140d22" />
      </mesh>
      {Array.from({ length: 28 }, (_, i) => (
        <mesh key={`s${i}`} position={[(hash01(i * 3) - 0.5) * width, horizon + 60 + hash01(i * 3 + 1) * (top - horizon - 60), -11]} scale={[3, 3, 1]}>
          <circleGeometry args={[0.5 + hash01(i * 3 + 2), 6]} />
          <meshBasicMaterial color="#fff4d8" />
        </mesh>
      ))}
      {HILLS.map((h, i) => (
        <mesh key={`h${i}`} position={[h.x, horizon + h.lift - h.r * 0.8, -10 + i * 0.1]} scale={[h.r * 2, h.r * 2, 1]}>
          <circleGeometry args={[0.5, 48]} />
          <meshBasicMaterial color={h.colour} />
        </mesh>
      ))}
      <mesh position={[0, horizon + 10, -9]} scale={[360, 110, 1]}>
        <circleGeometry args={[0.5, 48]} />
        <meshBasicMaterial color="#4a2c4a" />
      </mesh>
      <mesh position={[0, stageY - 8, -6]} scale={[560, 120, 1]}>
        <circleGeometry args={[0.5, 64]} />
        <meshBasicMaterial color="#140d22" />
      </mesh>
      <mesh position={[0, stageY, -5]} scale={[540, 100, 1]}>
        <circleGeometry args={[0.5, 64]} />
        <meshBasicMaterial color="#4a3a6a" />
      </mesh>
      <mesh position={[0, stageY + 6, -4]} scale={[470, 72, 1]}>
        <circleGeometry args={[0.5, 64]} />
        <meshBasicMaterial color="#6a5890" />
      </mesh>
      <mesh position={[0, stageY + 6, -3.5]} scale={[470, 72, 1]}>
        <ringGeometry args={[0.47, 0.5, 64]} />
        <meshBasicMaterial color="#f2c14e" />
      </mesh>
      <Sprite imageId="torch" size={70} position={[-Math.min(half - 40, 270), stageY + 40, -3]} />
      <Sprite imageId="torch" size={70} position={[Math.min(half - 40, 270), stageY + 40, -3]} />
    </>
  );
}
