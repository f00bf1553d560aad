import { useFrame } from '@react-three/fiber';
import { useMemo, useRef, type RefObject } from 'react';
import { Color, ShaderMaterial, type Mesh } from 'three';
import { stairOf, stairStart } from '../../rules/index.ts';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import { ROAD } from './roadGeometry.ts';
import { nextThemeStart, ROAD_THEMES, themeOf, themeStart, type RoadTheme } from './roadTheme.ts';

const vertexShader = /* glsl */ `
varying vec2 vWorld;
varying vec2 vUv;
void main() {
  vUv = uv;
  vec4 world = modelMatrix * vec4(position, 1.0);
  vWorld = world.xy;
  gl_Position = projectionMatrix * viewMatrix * world;
}`;

// One quad under the whole view paints ground, road, kerb, steps, pools and light in world space, so a wider or
// taller frame simply shows more of it. Two themes are passed: the one below uBoundary and the one above it.
const fragmentShader = /* glsl */ `
varying vec2 vWorld;
varying vec2 vUv;
uniform float uTime;
uniform float uBoundary;
uniform float uRoadHalf;
uniform float uStep;
uniform vec3 uGroundA[2];
uniform vec3 uGroundB[2];
uniform vec3 uSpeck[2];
uniform vec3 uPool[2];
uniform float uPoolAmount[2];
uniform vec3 uRoadA[2];
uniform vec3 uRoadB[2];
uniform vec3 uEdge[2];
uniform vec3 uLight[2];

float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }
float noise(vec2 p) {
  vec2 i = floor(p);
  vec2 f = fract(p);
  vec2 u = f * f * (3.0 - 2.0 * f);
  return mix(mix(hash(i), hash(i + vec2(1.0, 0.0)), u.x), mix(hash(i + vec2(0.0, 1.0)), hash(i + vec2(1.0, 1.0)), u.x), u.y);
}

void main() {
  vec2 w = vWorld;
  float k = smoothstep(uBoundary - 90.0, uBoundary + 90.0, w.y);
  vec3 groundA = mix(uGroundA[0], uGroundA[1], k);
  vec3 groundB = mix(uGroundB[0], uGroundB[1], k);
  vec3 speck = mix(uSpeck[0], uSpeck[1], k);
  vec3 poolColour = mix(uPool[0], uPool[1], k);
  float poolAmount = mix(uPoolAmount[0], uPoolAmount[1], k);
  vec3 roadA = mix(uRoadA[0], uRoadA[1], k);
  vec3 roadB = mix(uRoadB[0], uRoadB[1], k);
  vec3 edge = mix(uEdge[0], uEdge[1], k);
  vec3 light = mix(uLight[0], uLight[1], k);

  // Ground: two colours mixed by layered noise, tufts of darker grain, specks (flowers, pebbles, embers).
  float n = noise(w * 0.012) * 0.55 + noise(w * 0.045) * 0.3 + noise(w * 0.16) * 0.15;
  vec3 colour = mix(groundA, groundB, smoothstep(0.25, 0.75, n));
  colour *= 0.9 + 0.1 * noise(w * vec2(0.5, 0.09));
  vec2 cell = floor(w / 11.0);
  float s = hash(cell);
  vec2 inCell = fract(w / 11.0) - 0.5;
  colour = mix(colour, speck, step(0.965, s) * (1.0 - smoothstep(0.12, 0.3, length(inCell))));
  // Pools: water, snow or lava where a slow noise is high; they shimmer.
  float p = noise(w * 0.006 + vec2(17.0, 3.0)) * 0.7 + noise(w * 0.03) * 0.3;
  float level = 0.75 - poolAmount;
  float pool = smoothstep(level, level + 0.03, p) * step(0.001, poolAmount);
  float shimmer = 0.06 * sin(uTime * 1.7 + w.x * 0.045 + w.y * 0.03);
  vec3 poolLit = poolColour * (1.0 + shimmer + 0.25 * smoothstep(0.03, 0.0, abs(p - level - 0.03)));
  colour = mix(colour, poolLit, pool);

  // The road: cobbles in staggered rows, a darker line at each step, a kerb that wobbles.
  float halfWidth = uRoadHalf + (noise(vec2(w.y * 0.008, 4.0)) - 0.5) * 36.0;
  float d = abs(w.x) - halfWidth;
  vec2 c = w / vec2(38.0, 22.0);
  c.x += mod(floor(c.y), 2.0) * 0.5;
  vec2 cf = fract(c);
  float mortar = min(min(cf.x, 1.0 - cf.x) * 38.0, min(cf.y, 1.0 - cf.y) * 22.0);
  vec3 road = mix(roadA, roadB, hash(floor(c)) * 0.8 + noise(w * 0.05) * 0.2);
  road *= 0.72 + 0.28 * smoothstep(0.5, 3.5, mortar);
  float st = fract(w.y / uStep);
  road *= 1.0 - 0.22 * smoothstep(0.9, 1.0, st);
  road *= 0.85 + 0.15 * smoothstep(-halfWidth, -halfWidth * 0.3, -abs(w.x));
  colour = mix(road, colour, smoothstep(-1.5, 1.5, d));
  colour = mix(colour, edge, (1.0 - smoothstep(2.0, 7.0, abs(d))) * 0.85);
  // The kerb's shadow on the ground just outside it.
  colour *= 1.0 - 0.25 * (1.0 - smoothstep(0.0, 22.0, d)) * step(0.0, d);

  // Light from ahead (the top of the view) and a vignette.
  vec2 v = vUv - 0.5;
  colour *= 1.0 - dot(v, v) * 0.9;
  colour += light * 0.14 * smoothstep(0.35, 1.0, vUv.y);
  gl_FragColor = vec4(colour, 1.0);
  #include <colorspace_fragment>
}`;

const colour = (hex: string) => new Color(hex);

/** The uniforms of two themes (below and above a boundary) as the shader reads them. */
function setThemes(material: ShaderMaterial, low: RoadTheme, high: RoadTheme, boundary: number): void {
  const u = material.uniforms;
  const pair = (name: string, pick: (t: RoadTheme) => string) => {
    const value = u[name]!.value as Color[];
    value[0]!.set(pick(low));
    value[1]!.set(pick(high));
  };
  pair('uGroundA', (t) => t.ground[0]);
  pair('uGroundB', (t) => t.ground[1]);
  pair('uSpeck', (t) => t.speck);
  pair('uPool', (t) => t.pool);
  pair('uRoadA', (t) => t.road[0]);
  pair('uRoadB', (t) => t.road[1]);
  pair('uEdge', (t) => t.edge);
  pair('uLight', (t) => t.light);
  u['uPoolAmount']!.value = [low.poolAmount, high.poolAmount];
  u['uBoundary']!.value = boundary;
}

/**
 * The road's ground as one procedural quad that the road scene keeps under its camera, covering the visible world
 * (`viewport`), themed by the stairs in view: meadow, forest, mountains, swamp, underworld.
 */
export function RoadGround({ ref }: { ref: RefObject<Mesh | null> }) {
  const mesh = ref;
  const shown = useRef('');
  const material = useMemo(
    () =>
      new ShaderMaterial({
        vertexShader,
        fragmentShader,
        depthWrite: false,
        uniforms: {
          uTime: { value: 0 },
          uBoundary: { value: 0 },
          uRoadHalf: { value: ROAD.roadHalf },
          uStep: { value: ROAD.stepHeight },
          uGroundA: { value: [colour('#000'), colour('#000')] },
          uGroundB: { value: [colour('#000'), colour('#000')] },
          uSpeck: { value: [colour('#000'), colour('#000')] },
          uPool: { value: [colour('#000'), colour('#000')] },
          uPoolAmount: { value: [0, 0] },
          uRoadA: { value: [colour('#000'), colour('#000')] },
          uRoadB: { value: [colour('#000'), colour('#000')] },
          uEdge: { value: [colour('#000'), colour('#000')] },
          uLight: { value: [colour('#000'), colour('#000')] },
        },
      }),
    [],
  );

  useFrame((state) => {
    const m = mesh.current;
    if (!m) return;
    // The road scene moves the quad with its camera (same frame); here only the time and the themes change.
    const y = m.position.y;
    material.uniforms['uTime']!.value = state.clock.elapsedTime;
    // The theme boundary nearest the view: themes span at least ten stairs, so one boundary is ever in sight.
    const stair = stairOf(y);
    const next = nextThemeStart(stair);
    const above = next === null ? Infinity : stairStart(next);
    const first = themeStart(stair);
    const below = first > 1 ? stairStart(first) : -Infinity;
    const [lowId, highId, boundary] =
      above - y < y - below ? [themeOf(stair), themeOf(next ?? stair), above] : [themeOf(Math.max(1, first - 1)), themeOf(stair), below];
    const key = `${lowId}/${highId}`;
    if (shown.current !== key) {
      shown.current = key;
      setThemes(material, ROAD_THEMES[lowId], ROAD_THEMES[highId], Number.isFinite(boundary) ? boundary : -1e9);
    }
  });

  return <mesh ref={mesh} geometry={UNIT_PLANE} material={material} frustumCulled={false} />;
}
