import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, type Group } from 'three';
import type { ArenaLook } from '../../content/index.ts';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import type { ArenaLayout } from './arenaLayout.ts';
import { gradientMaterial } from '../worlds/gradientMaterial.ts';
import { Motes } from '../worlds/Motes.tsx';
import { SceneLights } from '../worlds/SceneLights.tsx';
import { WORLD_LOOKS } from '../worlds/worldLooks.ts';

const shade = (color: number, by: number): Color => new Color(color).multiplyScalar(by);

/** One banner hung from the wall's top, swaying on its own phase (the scene's idle motion). */
function Banner({ x, y, width, look, phase }: { x: number; y: number; width: number; look: ArenaLook; phase: number }) {
  const group = useRef<Group>(null);
  useFrame(({ clock }) => {
    if (group.current) group.current.rotation.z = Math.sin(clock.elapsedTime * 1.3 + phase) * 0.05;
  });
  const height = width * 2.2;
  return (
    <group ref={group} position={[x, y, -6]}>
      <mesh geometry={UNIT_PLANE} position={[0, -height / 2, 0]} scale={[width, height, 1]}>
        <meshBasicMaterial color={look.banner} />
      </mesh>
      <mesh geometry={UNIT_PLANE} position={[0, -height * 0.45, 0.1]} scale={[width * 0.18, height * 0.7, 1]}>
        <meshBasicMaterial color={look.trim} />
      </mesh>
      <mesh geometry={UNIT_PLANE} position={[0, 0, 0.2]} scale={[width * 1.2, width * 0.14, 1]}>
        <meshBasicMaterial color={look.trim} />
      </mesh>
      {/* The swallow-tail: a square turned to a diamond, half of it under the banner. */}
      <mesh geometry={UNIT_PLANE} position={[0, -height, -0.1]} rotation={[0, 0, Math.PI / 4]} scale={[width * 0.7, width * 0.7, 1]}>
        <meshBasicMaterial color={look.banner} />
      </mesh>
    </group>
  );
}

/**
 * The league's amphitheatre drawn by code (core/content/arenaLooks.ts): the sky, tiers of seats in the league's
 * stone with the crowd's dots, banners round the wall, and the ring's floor with its border, behind the squads.
 */
export function ArenaSet({ layout, look, width, height }: { layout: ArenaLayout; look: ArenaLook; width: number; height: number }) {
  const { ring, standsFrom, top } = layout;
  const standsHeight = Math.max(0, top - standsFrom);
  const tierHeight = standsHeight / (look.tiers + 0.6);
  const bannerWidth = Math.min(width / (look.banners * 2.4), 60);
  const crowd = useRef<Group>(null);
  useFrame(({ clock }) => {
    // The crowd bobs: the stands look alive while the player decides.
    if (crowd.current) crowd.current.position.y = Math.abs(Math.sin(clock.elapsedTime * 2.2)) * tierHeight * 0.04;
  });
  // The sky brightens towards the stands' rim and the ring is lit from the key light's side: the bowl reads as deep.
  const sky = useMemo(
    () => gradientMaterial({ top: `#${shade(look.sky, 0.6).getHexString()}`, bottom: `#${shade(look.sky, 1.5).getHexString()}`, y0: -0.1, y1: 0.5, glow: { colour: WORLD_LOOKS.arena.sun, x: -0.3, y: 0.38, radius: 0.08 } }),
    [look.sky],
  );
  const dust = useMemo(
    () => gradientMaterial({ top: WORLD_LOOKS.arena.haze, bottom: WORLD_LOOKS.arena.haze, y0: -0.5, y1: 0.5, opacity: 0.35, fadeTop: 1 }),
    [],
  );
  useEffect(() => () => {
    sky.dispose();
    dust.dispose();
  }, [sky, dust]);
  return (
    <group>
      <SceneLights look={WORLD_LOOKS.arena} rim={0.7} />
      <mesh geometry={UNIT_PLANE} material={sky} position={[0, 0, -20]} scale={[width * 1.2, height * 1.2, 1]} />
      <mesh geometry={UNIT_PLANE} material={dust} position={[0, standsFrom + 10, -10]} scale={[width * 1.2, 80, 1]} />
      <Motes kind="dust" colour={WORLD_LOOKS.arena.moteColour} width={width} height={height} count={40} z={20} />
      <mesh geometry={UNIT_PLANE} position={[0, (standsFrom - height / 2) / 2 - height * 0.05, -19]} scale={[width * 1.2, standsFrom + height / 2 + height * 0.1, 1]}>
        <meshBasicMaterial color={shade(look.stone, 0.55)} />
      </mesh>
      {Array.from({ length: look.tiers }, (_, i) => {
        const y = standsFrom + tierHeight * (i + 0.5);
        return (
          <group key={i}>
            <mesh geometry={UNIT_PLANE} position={[0, y, -15 + i * 0.1]} scale={[width * 1.2, tierHeight, 1]}>
              <meshBasicMaterial color={shade(look.stone, 1 - i * 0.08)} />
            </mesh>
            <mesh geometry={UNIT_PLANE} position={[0, y - tierHeight / 2, -14.9 + i * 0.1]} scale={[width * 1.2, Math.max(2, tierHeight * 0.08), 1]}>
              <meshBasicMaterial color={shade(look.stone, 0.5)} />
            </mesh>
          </group>
        );
      })}
      <group ref={crowd}>
        {Array.from({ length: look.tiers * 14 }, (_, i) => {
          const tier = i % look.tiers;
          const col = Math.floor(i / look.tiers);
          const x = -width / 2 + ((col + 0.5 + (tier % 2) * 0.5) * width) / 14;
          const y = standsFrom + tierHeight * (tier + 0.62);
          const tones = [look.banner, look.trim, 0xd9b48f, 0x8a5a3a];
          return (
            <mesh key={i} position={[x, y, -13]}>
              <circleGeometry args={[tierHeight * 0.16, 10]} />
              <meshBasicMaterial color={shade(tones[(i * 7) % tones.length] ?? look.trim, 0.85)} />
            </mesh>
          );
        })}
      </group>
      {Array.from({ length: look.banners }, (_, i) => (
        <Banner
          key={i}
          x={-width / 2 + ((i + 0.5) * width) / look.banners}
          y={standsFrom + tierHeight * 0.05}
          width={bannerWidth}
          look={look}
          phase={i * 1.7}
        />
      ))}
      <mesh position={[ring.x, ring.y, -9]} scale={[ring.rx * 1.04, ring.ry * 1.04, 1]}>
        <circleGeometry args={[1, 64]} />
        <meshBasicMaterial color={look.trim} />
      </mesh>
      <mesh position={[ring.x, ring.y, -8]} scale={[ring.rx, ring.ry, 1]}>
        <circleGeometry args={[1, 64]} />
        <meshBasicMaterial color={look.floor} />
      </mesh>
      <mesh position={[ring.x, ring.y, -7]} scale={[ring.rx * 0.3, ring.ry * 0.3, 1]}>
        <ringGeometry args={[0.9, 1, 48]} />
        <meshBasicMaterial color={shade(look.floor, 0.8)} />
      </mesh>
    </group>
  );
}
