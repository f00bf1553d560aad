import { BackSide, CircleGeometry, DataTexture, MeshBasicMaterial, MeshToonMaterial, NearestFilter, RedFormat } from 'three';

/** Three bands of light (shadow, mid, lit): the toon look; nearest filtering keeps the bands hard. */
const gradient = (() => {
  const t = new DataTexture(new Uint8Array([70, 150, 255]), 3, 1, RedFormat);
  t.minFilter = NearestFilter;
  t.magFilter = NearestFilter;
  t.generateMipmaps = false;
  t.needsUpdate = true;
  return t;
})();

/** Each figure has its own toon material (its hit flash and death dimming); the program is one for all. */
export const makeToonMaterial = (): MeshToonMaterial => new MeshToonMaterial({ vertexColors: true, gradientMap: gradient });

/** The dark hull drawn behind every figure's back faces: one material for all. */
export const OUTLINE_MATERIAL = new MeshBasicMaterial({ color: '#140c1e', side: BackSide });

/** A soft dark ellipse under the feet grounds a figure on any floor. */
export const SHADOW_GEOMETRY = new CircleGeometry(0.5, 20);
export const SHADOW_MATERIAL = new MeshBasicMaterial({ color: '#000000', transparent: true, opacity: 0.28, depthWrite: false });
