import { useFrame, useThree } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { AdditiveBlending, CanvasTexture, Color, SRGBColorSpace, type Group, type Mesh, type MeshBasicMaterial } from 'three';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import type { CreatureStage } from './creatureStage.ts';

const WALL_TOP = new Color('#0d0920');
const WALL_LOW = new Color('#2c1a4a');
const BANDS = 12;
const MOTES = 16;

let beam: CanvasTexture | null = null;
/** A cone of light from above: narrow and bright at the top, wide and fading at the foot (painted once). */
const beamTexture = (): CanvasTexture => {
  if (beam) return beam;
  const canvas = document.createElement('canvas');
  canvas.width = 128;
  canvas.height = 256;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const fade = ctx.createLinearGradient(0, 0, 0, 256);
    fade.addColorStop(0, 'rgba(255,255,255,0.9)');
    fade.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = fade;
    ctx.beginPath();
    ctx.moveTo(52, 0);
    ctx.lineTo(76, 0);
    ctx.lineTo(128, 256);
    ctx.lineTo(0, 256);
    ctx.closePath();
    ctx.fill();
  }
  beam = new CanvasTexture(canvas);
  beam.colorSpace = SRGBColorSpace;
  return beam;
};

/** Where each mote of dust starts in the light, as fractions (fixed, so the scene looks the same each visit). */
const MOTE_SEEDS = Array.from({ length: MOTES }, (_, i) => ({
  x: ((i * 37) % 100) / 100 - 0.5,
  phase: ((i * 61) % 100) / 100,
  speed: 0.05 + ((i * 13) % 10) / 200,
}));

/**
 * The hero's stage: a dusk hall in bands of violet, a warm cone of light from above onto a round stone pedestal
 * with a gold rim, the faint ring the gifts stand on, and dust drifting up through the light. Flat colours and two
 * small painted textures; the motes move in `useFrame` from refs.
 */
export function CreatureStageSet({ stage }: { stage: CreatureStage }) {
  const viewport = useThree((s) => s.viewport);
  const width = viewport.width + 8;
  const height = viewport.height + 8;
  const { centreX, centreY, heroSize, ringX, ringY } = stage;
  const footY = centreY - heroSize * 0.36;
  const pedestalX = heroSize * 0.46;
  const pedestalY = heroSize * 0.12;
  const bandHeight = height / BANDS;
  const motes = useRef<Group>(null);
  const light = useRef<Mesh>(null);
  const bands = useMemo(
    () => Array.from({ length: BANDS }, (_, i) => WALL_LOW.clone().lerp(WALL_TOP, (i / (BANDS - 1)) ** 0.8).getStyle()),
    [],
  );

  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    const group = motes.current;
    if (group) {
      group.children.forEach((mote, i) => {
        const seed = MOTE_SEEDS[i];
        if (!seed) return;
        const p = (seed.phase + t * seed.speed) % 1;
        mote.position.set(centreX + seed.x * pedestalX * 2.2 * (0.4 + p), footY + p * heroSize * 1.6, 6);
        ((mote as Mesh).material as MeshBasicMaterial).opacity = Math.sin(p * Math.PI) * 0.7;
      });
    }
    const cone = light.current;
    // The light breathes a little, as a torch-lit hall would.
    if (cone) (cone.material as MeshBasicMaterial).opacity = 0.3 + 0.04 * Math.sin(t * 2.3) + 0.02 * Math.sin(t * 5.1);
  });

  const beamTop = viewport.height / 2 + 4;
  const beamHeight = beamTop - (footY - pedestalY);
  return (
    <group name="creature-stage">
      {bands.map((colour, i) => (
        <mesh key={i} geometry={UNIT_PLANE} position={[0, -height / 2 + bandHeight * (i + 0.5), -20]} scale={[width, bandHeight + 1, 1]}>
          <meshBasicMaterial color={colour} />
        </mesh>
      ))}
      {/* The floor: darker below the pedestal's foot, and a pool of light around it. */}
      <mesh geometry={UNIT_PLANE} position={[0, (footY - height / 2 - 4) / 2 - 2, -19]} scale={[width, Math.max(1, footY + height / 2 + 4), 1]}>
        <meshBasicMaterial color="#120b20" />
      </mesh>
      <mesh position={[centreX, footY - pedestalY * 0.6, -18]} scale={[pedestalX * 1.9, pedestalY * 2.2, 1]}>
        <circleGeometry args={[1, 48]} />
        <meshBasicMaterial color="#ffcf7a" transparent opacity={0.16} blending={AdditiveBlending} depthWrite={false} />
      </mesh>
      <mesh
        ref={light}
        geometry={UNIT_PLANE}
        position={[centreX, beamTop - beamHeight / 2, -10]}
        scale={[pedestalX * 3.2, beamHeight, 1]}
      >
        <meshBasicMaterial map={beamTexture()} color="#ffe2a0" transparent opacity={0.3} blending={AdditiveBlending} depthWrite={false} />
      </mesh>
      {/* The ring the gifts stand on (none while there are no gifts to stand on it). */}
      {stage.gifts.length > 0 && (
        <mesh position={[centreX, centreY, -8]} scale={[ringX, ringY, 1]}>
          <ringGeometry args={[0.992, 1.008, 96]} />
          <meshBasicMaterial color="#f2c14e" transparent opacity={0.2} depthWrite={false} />
        </mesh>
      )}
      {/* The pedestal: a stone drum with a lit top face and a gold rim. */}
      <mesh position={[centreX, footY - pedestalY * 0.9, -6]} scale={[pedestalX, pedestalY, 1]}>
        <circleGeometry args={[1, 48]} />
        <meshBasicMaterial color="#1a1228" />
      </mesh>
      <mesh geometry={UNIT_PLANE} position={[centreX, footY - pedestalY * 0.45, -6]} scale={[pedestalX * 2, pedestalY * 0.9, 1]}>
        <meshBasicMaterial color="#2a2038" />
      </mesh>
      <mesh position={[centreX, footY, -5]} scale={[pedestalX * 1.03, pedestalY * 1.1, 1]}>
        <circleGeometry args={[1, 48]} />
        <meshBasicMaterial color="#f2c14e" />
      </mesh>
      <mesh position={[centreX, footY, -4]} scale={[pedestalX, pedestalY, 1]}>
        <circleGeometry args={[1, 48]} />
        <meshBasicMaterial color="#4a3e62" />
      </mesh>
      <mesh position={[centreX - pedestalX * 0.12, footY + pedestalY * 0.15, -3]} scale={[pedestalX * 0.7, pedestalY * 0.55, 1]}>
        <circleGeometry args={[1, 40]} />
        <meshBasicMaterial color="#6a5a84" transparent opacity={0.6} depthWrite={false} />
      </mesh>
      <group ref={motes}>
        {MOTE_SEEDS.map((_, i) => (
          <mesh key={i} geometry={UNIT_PLANE} scale={[3, 3, 1]}>
            <meshBasicMaterial color="#fff0c0" transparent opacity={0} blending={AdditiveBlending} depthWrite={false} />
          </mesh>
        ))}
      </group>
    </group>
  );
}
