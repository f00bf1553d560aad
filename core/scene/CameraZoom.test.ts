import { describe, expect, it } from 'vitest';
import { REFERENCE_WIDTH } from '../model/index.ts';
import { bufferDpr, cameraZoom, MAX_BUFFER_AREA, REFERENCE_VIEW_HEIGHT, viewHeightOf, viewWidthOf } from './CameraZoom.tsx';

// Stage sizes (the window less the header) of the frames issue 10 names.
const frames = [
  [320, 520],
  [390, 790],
  [1280, 750],
  [1920, 1030],
  [2560, 600],
] as const;

describe('cameraZoom (issue 10: fill the frame)', () => {
  it('always shows at least the 600-unit reference width', () => {
    for (const [w, h] of frames) expect(viewWidthOf(w, h)).toBeGreaterThanOrEqual(REFERENCE_WIDTH - 1e-9);
  });

  it('fits a phone to the reference width, so a taller phone sees more road at the same sprite size', () => {
    expect(viewWidthOf(390, 790)).toBeCloseTo(REFERENCE_WIDTH);
    expect(cameraZoom(390, 900)).toBe(cameraZoom(390, 790));
    expect(viewHeightOf(390, 900)).toBeGreaterThan(viewHeightOf(390, 790));
  });

  it('fits a wide frame to the reference height, so a wider window sees more world sideways', () => {
    expect(viewHeightOf(1280, 750)).toBeCloseTo(REFERENCE_VIEW_HEIGHT);
    expect(viewHeightOf(1920, 1030)).toBeCloseTo(REFERENCE_VIEW_HEIGHT);
    expect(viewWidthOf(1920, 750)).toBeGreaterThan(viewWidthOf(1280, 750));
  });

  it('answers 1 for an unmeasured canvas rather than dividing by zero', () => {
    expect(cameraZoom(0, 0)).toBe(1);
    expect(viewHeightOf(0, 500)).toBe(0);
  });
});

describe('bufferDpr (technical §9 quality widths on a larger canvas)', () => {
  it('draws the quality width across the reference width, as the 600-px column did', () => {
    expect(bufferDpr(600, 600, 840) * 600).toBeCloseTo(600);
    expect(bufferDpr(768, 390, 790) * 390).toBeCloseTo(768);
  });

  it('keeps the buffer at the quality density on a 1280-px window instead of the full width', () => {
    const dpr = bufferDpr(600, 1280, 750);
    const bufferWidth = dpr * 1280;
    expect(bufferWidth).toBeCloseTo((600 * viewWidthOf(1280, 750)) / REFERENCE_WIDTH);
    expect(bufferWidth).toBeLessThan(1280);
  });

  it('never draws more pixels than the screen shows when capped by its pixel ratio (the lowest quality)', () => {
    // The lowest quality on a 390-px phone at 1×: 450 buffer pixels across the reference width would outgrow the screen.
    expect(bufferDpr(450, 390, 594) * 390).toBeGreaterThan(390);
    expect(bufferDpr(450, 390, 594, 1)).toBe(1);
    // A phone at 3× has room for the quality width: the cap changes nothing.
    expect(bufferDpr(450, 390, 594, 3)).toBe(bufferDpr(450, 390, 594));
  });

  it('caps the buffer area on a large window', () => {
    const dpr = bufferDpr(768, 1920, 1030);
    expect(dpr * 1920 * dpr * 1030).toBeCloseTo(MAX_BUFFER_AREA * 768 * 768, -1);
    expect(dpr).toBeLessThan(768 / REFERENCE_WIDTH / cameraZoom(1920, 1030));
  });
});
