/** The parts of the real load behind the loading bar (technical §4 "Loading progress"). */
export const LoadStep = {
  appChunk: 'appChunk',
  signIn: 'signIn',
  playerInfo: 'playerInfo',
  rendererChunk: 'rendererChunk',
  atlas: 'atlas',
  firstFrame: 'firstFrame',
} as const;
export type LoadStep = (typeof LoadStep)[keyof typeof LoadStep];

/**
 * Share of each step in the real load. Our estimate of where the time goes: the chunks and the atlases are
 * the heavy downloads, the calls are short. The shares sum to 1.
 */
export const loadStepWeights: Record<LoadStep, number> = {
  appChunk: 0.2,
  signIn: 0.1,
  playerInfo: 0.1,
  rendererChunk: 0.25,
  atlas: 0.25,
  firstFrame: 0.1,
};

export interface LoadProgress {
  /** Reports a step's own fraction (0..1); a step never goes back. */
  set(step: LoadStep, fraction: number): void;
  done(step: LoadStep): void;
  /** The real load, 0..1. */
  real(): number;
  /** Called on every change with the real load; returns the unsubscribe. */
  subscribe(listener: (real: number) => void): () => void;
}

export function createLoadProgress(): LoadProgress {
  const fractions = new Map<LoadStep, number>();
  const listeners = new Set<(real: number) => void>();

  const real = (): number => {
    let sum = 0;
    for (const step of Object.values(LoadStep)) sum += loadStepWeights[step] * (fractions.get(step) ?? 0);
    return Math.min(1, sum);
  };

  const set = (step: LoadStep, fraction: number): void => {
    const clamped = Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 0));
    if (clamped <= (fractions.get(step) ?? 0)) return;
    fractions.set(step, clamped);
    const value = real();
    for (const listener of listeners) listener(value);
  };

  return {
    set,
    done: (step) => set(step, 1),
    real,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
