import { extend, useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { AdditiveBlending, BufferAttribute, BufferGeometry, Color, NormalBlending, Points, ShaderMaterial, Vector2 } from 'three';
import { hash01 } from '../road/roadGeometry.ts';
import type { MoteKind } from './worldLooks.ts';

/** Per kind: size in pixels, fall (units a second, negative rises), sideways sway, and how much it twinkles. */
const KINDS: Record<MoteKind, { size: number; fall: number; sway: number; twinkle: number; additive: boolean }> = {
  pollen: { size: 4, fall: 6, sway: 14, twinkle: 0.3, additive: true },
  firefly: { size: 6, fall: -4, sway: 22, twinkle: 1, additive: true },
  snow: { size: 5, fall: 38, sway: 18, twinkle: 0, additive: false },
  spore: { size: 5, fall: -8, sway: 12, twinkle: 0.6, additive: true },
  ember: { size: 4, fall: -30, sway: 16, twinkle: 0.8, additive: true },
  dust: { size: 3, fall: 4, sway: 20, twinkle: 0.2, additive: true },
};

extend({ Points });

const VERTEX = /* glsl */ `
uniform float uTime;
uniform float uSize;
uniform float uFall;
uniform float uSway;
uniform vec2 uBox;
attribute float aSeed;
varying float vSeed;
void main() {
  vec3 p = position;
  p.x += sin(uTime * (0.4 + aSeed * 0.5) + aSeed * 40.0) * uSway;
  p.y -= uFall * uTime * (0.6 + aSeed * 0.8);
  // Wrapped into the box, so the air never empties however long the scene stays.
  p.xy = mod(p.xy + uBox * 0.5, uBox) - uBox * 0.5;
  vSeed = aSeed;
  gl_PointSize = uSize * (0.6 + aSeed * 0.9);
  gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
}`;

const FRAGMENT = /* glsl */ `
uniform vec3 uColour;
uniform float uTime;
uniform float uTwinkle;
varying float vSeed;
void main() {
  float d = length(gl_PointCoord - 0.5) * 2.0;
  float a = smoothstep(1.0, 0.2, d);
  a *= 1.0 - uTwinkle * (0.5 + 0.5 * sin(uTime * (2.0 + vSeed * 3.0) + vSeed * 60.0));
  gl_FragColor = vec4(uColour, a);
  #include <colorspace_fragment>
}`;

/**
 * What drifts in a world's air: pollen, fireflies, snow, spores, embers or dust, `count` points in a box
 * `width` × `height` round the group's origin, moved wholly on the GPU (one uniform a frame), so a phone on the
 * software renderer pays one draw call for them.
 */
export function Motes({ kind, colour, width, height, count, pixelRatio = 1, z = 0 }: {
  kind: MoteKind;
  colour: string;
  width: number;
  height: number;
  count: number;
  pixelRatio?: number;
  z?: number;
}) {
  const k = KINDS[kind];
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    const positions = new Float32Array(count * 3);
    const seeds = new Float32Array(count);
    for (let i = 0; i < count; i += 1) {
      positions[i * 3] = (hash01(i * 3 + 1) - 0.5) * width;
      positions[i * 3 + 1] = (hash01(i * 3 + 2) - 0.5) * height;
      positions[i * 3 + 2] = 0;
      seeds[i] = hash01(i * 3 + 3);
    }
    g.setAttribute('position', new BufferAttribute(positions, 3));
    g.setAttribute('aSeed', new BufferAttribute(seeds, 1));
    return g;
  }, [count, width, height]);
  const material = useMemo(
    () =>
      new ShaderMaterial({
        vertexShader: VERTEX,
        fragmentShader: FRAGMENT,
        transparent: true,
        depthWrite: false,
        blending: k.additive ? AdditiveBlending : NormalBlending,
        uniforms: {
          uTime: { value: 0 },
          uSize: { value: k.size * pixelRatio },
          uFall: { value: k.fall },
          uSway: { value: k.sway },
          uTwinkle: { value: k.twinkle },
          uBox: { value: new Vector2(width, height) },
          uColour: { value: new Color(colour) },
        },
      }),
    [k, colour, width, height, pixelRatio],
  );
  useFrame(({ clock }) => {
    const time = material.uniforms['uTime'];
    if (time) time.value = clock.elapsedTime;
  });
  return <points geometry={geometry} material={material} position={[0, 0, z]} frustumCulled={false} />;
}
