import { useFrame, useThree } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { ShaderMaterial, type Mesh } from 'three';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import { Sprite } from '../atlas/Sprite.tsx';

const vertexShader = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`;

// Dusk over distant hills: a sky gradient with stars, two rows of hill silhouettes and a warm glow behind the stage.
const fragmentShader = /* glsl */ `
varying vec2 vUv;
uniform float uTime;
uniform float uAspect;
uniform float uHorizon;
float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }
void main() {
  vec2 uv = vUv;
  vec3 top = vec3(0.07, 0.05, 0.18);
  vec3 low = vec3(0.3, 0.14, 0.3);
  vec3 colour = mix(low, top, smoothstep(uHorizon, 1.0, uv.y));
  vec2 grid = vec2(uv.x * uAspect, uv.y) * 60.0;
  vec2 cell = floor(grid);
  float dotShape = 1.0 - smoothstep(0.04, 0.12, length(fract(grid) - 0.5));
  float star = step(0.975, hash(cell)) * dotShape * smoothstep(uHorizon + 0.05, 0.8, uv.y);
  colour += star * (0.6 + 0.4 * sin(uTime * 2.0 + hash(cell + 3.0) * 30.0));
  float x = uv.x * uAspect;
  float far = uHorizon + 0.05 + 0.04 * sin(x * 5.0) + 0.025 * sin(x * 13.0 + 1.0);
  float near = uHorizon - 0.02 + 0.035 * sin(x * 3.0 + 2.0) + 0.015 * sin(x * 17.0);
  colour = mix(colour, vec3(0.2, 0.12, 0.3), step(uv.y, far));
  colour = mix(colour, vec3(0.09, 0.07, 0.16), step(uv.y, near));
  vec2 g = (uv - vec2(0.5, uHorizon)) * vec2(uAspect, 1.0);
  colour += vec3(0.9, 0.55, 0.25) * 0.3 * exp(-dot(g, g) * 14.0);
  vec2 v = uv - 0.5;
  colour *= 1.0 - dot(v, v) * 0.8;
  gl_FragColor = vec4(colour, 1.0);
  #include <colorspace_fragment>
}`;

/**
 * The character selection's backdrop: a dusk sky over hills covering the visible world, a lit stone stage the pair
 * stands on at `stageY`, and a torch on each side.
 */
export function SelectionBackdrop({ stageY }: { stageY: number }) {
  const viewport = useThree((s) => s.viewport);
  const sky = useRef<Mesh>(null);
  const material = useMemo(
    () =>
      new ShaderMaterial({
        vertexShader,
        fragmentShader,
        depthWrite: false,
        uniforms: { uTime: { value: 0 }, uAspect: { value: 1 }, uHorizon: { value: 0.5 } },
      }),
    [],
  );
  useFrame((state) => {
    const view = state.viewport.getCurrentViewport(state.camera, [0, 0, 0]);
    const m = sky.current;
    if (m) m.scale.set(view.width + 4, view.height + 4, 1);
    material.uniforms['uTime']!.value = state.clock.elapsedTime;
    material.uniforms['uAspect']!.value = view.width / Math.max(1, view.height);
    // The hills meet the stage's back edge.
    material.uniforms['uHorizon']!.value = 0.5 + (stageY + 40) / Math.max(1, view.height);
  });
  const half = Math.max(300, viewport.width / 2);
  return (
    <>
      <mesh ref={sky} geometry={UNIT_PLANE} material={material} position={[0, 0, -30]} frustumCulled={false} />
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
