import type { FigureMotion } from './Figure.tsx';

/** One battle figure as a browser test reads it: what it plays and where two telling bones stand now. */
export interface FigureSample {
  id: number;
  action: string | null;
  dead: boolean;
  /** The weapon arm's swing (radians; raised high is below -1.5). */
  armR: number;
  /** The whole figure's tilt (π/2 lying on its back). */
  fall: number;
}

declare global {
  interface Window {
    /** The battle's figures, readable by a browser test (STYLE 13: the scene tells); absent outside a battle. */
    battleFigures?: { sample: () => FigureSample[] };
  }
}

const live = new Map<number, FigureMotion>();
const sample = (): FigureSample[] =>
  [...live].map(([id, m]) => ({ id, action: m.action?.kind ?? null, dead: m.dead !== null, armR: m.pose?.armR.rx ?? 0, fall: m.pose?.root.rz ?? 0 }));

/** Publishes a battle creature's figure on `window.battleFigures` while it is shown; returns the cleanup. */
export function exposeFigure(id: number, motion: FigureMotion): () => void {
  if (typeof window === 'undefined') return () => undefined;
  live.set(id, motion);
  window.battleFigures = { sample };
  return () => {
    if (live.get(id) === motion) live.delete(id);
    if (live.size === 0) delete window.battleFigures;
  };
}
