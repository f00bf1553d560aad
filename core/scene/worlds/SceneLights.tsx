import { extend } from '@react-three/fiber';
import { DirectionalLight, HemisphereLight } from 'three';
import { KEY_LIGHT_DIRECTION, RIM_LIGHT_DIRECTION, type WorldLook } from './worldLooks.ts';

/** Far enough that a directional light's position only gives its direction (it aims at the origin). */
const FAR = 1000;

// LeanCanvas registers only what every scene draws; the lights are registered by the scenes that use them.
extend({ DirectionalLight, HemisphereLight });
const at = (d: readonly [number, number, number]): [number, number, number] => [d[0] * FAR, d[1] * FAR, d[2] * FAR];

/**
 * The lights of a scene for toon-shaded figures (core/scene/ART.md "Light"): the key along the game's one
 * direction in the world's colour, a hemisphere fill from its sky and ground, and a rim from behind where the
 * world is dark enough for silhouettes to need it. Flat (basic) materials ignore them, so the backdrops cost nothing.
 */
export function SceneLights({ look, rim = 0.6 }: { look: Pick<WorldLook, 'key' | 'fillSky' | 'fillGround' | 'rim'>; rim?: number }) {
  return (
    <>
      <hemisphereLight args={[look.fillSky, look.fillGround, 1.1]} />
      <directionalLight position={at(KEY_LIGHT_DIRECTION)} color={look.key} intensity={2.2} />
      {rim > 0 && <directionalLight position={at(RIM_LIGHT_DIRECTION)} color={look.rim} intensity={rim * 2} />}
    </>
  );
}
