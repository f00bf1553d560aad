import { DESKTOP_RATIO, Quality } from '../model/index.ts';

/** A quality the canvas can draw at (AUTO resolved). */
export type ConcreteQuality = Exclude<Quality, typeof Quality.AUTO>;

/** Canvas width per quality (technical §9 "Canvas and quality"). */
export const QUALITY_WIDTH: Record<Quality, number> = {
  LOWEST: 450,
  LOW: 500,
  STANDARD: 600,
  AUTO: 600,
  HIGH: 768,
};

/**
 * Quality for a memory limit in MB (technical §9): over 1100 high, over 600 standard, over 450 low, else lowest.
 * An unknown limit (the browser does not tell) gives standard. A software renderer (no graphics card: the browser
 * draws with the processor) gets the lowest whatever the memory: every pixel costs the main thread there, and the
 * quality widths differ 2.9 times in pixels drawn.
 */
export const autoQuality = (memoryMb: number | null | undefined, softwareRenderer = false): ConcreteQuality => {
  if (softwareRenderer) return Quality.LOWEST;
  if (memoryMb === null || memoryMb === undefined || !Number.isFinite(memoryMb)) return Quality.STANDARD;
  if (memoryMb > 1100) return Quality.HIGH;
  if (memoryMb > 600) return Quality.STANDARD;
  if (memoryMb > 450) return Quality.LOW;
  return Quality.LOWEST;
};

export const qualityWidth = (q: Quality): number => QUALITY_WIDTH[q];

/** The chosen quality, with AUTO picked from memory and the renderer. */
export const resolveQuality = (q: Quality, memoryMb: number | null | undefined, softwareRenderer = false): ConcreteQuality =>
  q === Quality.AUTO ? autoQuality(memoryMb, softwareRenderer) : q;

/** Desktop mode when the viewport's height is under 1.4 times its width (technical §5). */
export const isDesktopMode = (width: number, height: number): boolean => height < DESKTOP_RATIO * width;
