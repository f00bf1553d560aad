import { describe, expect, it } from 'vitest';
import { loadingPercent } from '../rules/loadingProgress.ts';
import { createLoadProgress, LoadStep, loadStepWeights } from './loadProgress.ts';

describe('load progress (technical §4 "Loading progress")', () => {
  it('the step shares sum to one', () => {
    const sum = Object.values(loadStepWeights).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 10);
  });

  it('starts the bar at 10% and reaches 100% when every step is done', () => {
    const progress = createLoadProgress();
    expect(loadingPercent(progress.real())).toBe(10);
    for (const step of Object.values(LoadStep)) progress.done(step);
    expect(progress.real()).toBeCloseTo(1, 10);
    expect(loadingPercent(progress.real())).toBe(100);
  });

  it('counts a partial atlas load by its fraction', () => {
    const progress = createLoadProgress();
    progress.done(LoadStep.appChunk);
    progress.set(LoadStep.atlas, 0.5);
    expect(progress.real()).toBeCloseTo(loadStepWeights.appChunk + loadStepWeights.atlas / 2, 10);
  });

  it('never goes back, and notifies only on a change', () => {
    const progress = createLoadProgress();
    const seen: number[] = [];
    progress.subscribe((real) => seen.push(real));
    progress.set(LoadStep.atlas, 0.8);
    progress.set(LoadStep.atlas, 0.4);
    progress.set(LoadStep.atlas, 0.8);
    progress.set(LoadStep.atlas, Number.NaN);
    expect(seen).toEqual([loadStepWeights.atlas * 0.8]);
  });

  it('stops notifying after unsubscribe', () => {
    const progress = createLoadProgress();
    const seen: number[] = [];
    const off = progress.subscribe((real) => seen.push(real));
    progress.done(LoadStep.signIn);
    off();
    progress.done(LoadStep.playerInfo);
    expect(seen).toHaveLength(1);
  });
});
