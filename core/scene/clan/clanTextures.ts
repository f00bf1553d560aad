import { DataTexture, LinearFilter, RepeatWrapping, RGBAFormat, SRGBColorSpace } from 'three';
import { hash01 } from '../road/roadGeometry.ts';

const SIZE = 128;
/** Stones per side of one flagstone tile. */
const STONES = 4;

const baked = (data: Uint8Array): DataTexture => {
  const t = new DataTexture(data, SIZE, SIZE, RGBAFormat);
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  t.magFilter = LinearFilter;
  t.minFilter = LinearFilter;
  t.colorSpace = SRGBColorSpace;
  t.needsUpdate = true;
  return t;
};

let flagstones: DataTexture | null = null;

/**
 * The courtyard's paving, baked once into a small repeating texture: staggered stones, each its own shade of warm
 * grey, with dark mortar joints and a light grain. Ours, drawn by code like the road's grounds.
 */
export function flagstoneTexture(): DataTexture {
  if (flagstones) return flagstones;
  const data = new Uint8Array(SIZE * SIZE * 4);
  const cell = SIZE / STONES;
  for (let y = 0; y < SIZE; y += 1) {
    const row = Math.floor(y / cell);
    // Every other row is offset by half a stone, like laid paving.
    const shift = row % 2 === 0 ? 0 : cell / 2;
    for (let x = 0; x < SIZE; x += 1) {
      const sx = (x + shift) % SIZE;
      const col = Math.floor(sx / cell);
      const jointX = Math.min(sx % cell, cell - (sx % cell));
      const jointY = Math.min(y % cell, cell - (y % cell));
      const joint = Math.min(jointX, jointY) < 2;
      const shade = 0.82 + 0.18 * hash01(row * 31 + col * 7 + 5);
      const grain = 0.94 + 0.06 * hash01(x * 131 + y * 17);
      const k = joint ? 0.45 : shade * grain;
      const i = (y * SIZE + x) * 4;
      data.set([Math.round(150 * k), Math.round(138 * k), Math.round(120 * k), 255], i);
    }
  }
  flagstones = baked(data);
  return flagstones;
}
