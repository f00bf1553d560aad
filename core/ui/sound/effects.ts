import { SoundEffect } from './SoundEffect.ts';

/**
 * One effect: zzfx parameters (volume, randomness, frequency, attack, sustain, release, shape, shapeCurve, slide,
 * deltaSlide, pitchJump, pitchJumpTime, repeatTime, noise, modulation, bitCrush, delay, sustainVolume, decay,
 * tremolo, filter; a negative filter is a low-pass), built once into a buffer, and the playback rates of its notes
 * (`spacing` seconds apart) so a jingle is one short tone played as a little tune. `jitter` varies the pitch a
 * little each time, so repeated steps and blows do not sound stamped.
 */
export interface EffectSpec {
  zzfx: readonly number[];
  rates?: readonly number[];
  spacing?: number;
  jitter?: number;
}

// Our own parameter sets. Jingle rates are just-intonation steps of a major or minor chord.
export const effects: Record<SoundEffect, EffectSpec> = {
  [SoundEffect.step]: { zzfx: [0.45, 0, 70, 0.004, 0.01, 0.06, 4, 1, 0, 0, 0, 0, 0, 0.8, 0, 0, 0, 1, 0, 0, -700], jitter: 0.12 },
  [SoundEffect.take]: { zzfx: [0.5, 0, 784, 0.005, 0.04, 0.22, 0, 1, 0, 0, 392, 0.07, 0, 0, 0, 0, 0, 1, 0.02], jitter: 0.03 },
  [SoundEffect.portal]: { zzfx: [0.7, 0, 180, 0.08, 0.25, 0.35, 0, 1, 6, 0, 0, 0, 0, 0.2, 0, 0, 0.06, 0.7, 0, 0.3] },
  [SoundEffect.hitLight]: { zzfx: [0.55, 0, 320, 0, 0.02, 0.09, 4, 1, -8, 0, 0, 0, 0, 0.6, 0, 0, 0, 1, 0, 0, -3000], jitter: 0.08 },
  [SoundEffect.hitMedium]: { zzfx: [0.7, 0, 210, 0, 0.04, 0.14, 3, 1, -6, 0, 0, 0, 0, 1, 0, 0.1, 0, 1, 0, 0, -2500], jitter: 0.08 },
  [SoundEffect.hitHeavy]: { zzfx: [0.85, 0, 120, 0, 0.06, 0.26, 3, 2, -4, 0, 0, 0, 0, 1.4, 0, 0.2, 0.04, 1, 0, 0, -1800], jitter: 0.06 },
  [SoundEffect.poison]: { zzfx: [0.5, 0, 420, 0.02, 0.06, 0.14, 0, 1, -2, 0, 0, 0, 0.05, 0, 25, 0, 0, 0.8, 0, 0.4], jitter: 0.05 },
  [SoundEffect.fall]: { zzfx: [0.5, 0, 160, 0.01, 0.1, 0.4, 2, 1, -3, 0, 0, 0, 0, 0.3, 0, 0, 0, 0.6, 0, 0, -1200] },
  [SoundEffect.win]: { zzfx: [0.65, 0, 523, 0.01, 0.08, 0.3, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.8, 0.04], rates: [1, 1.25, 1.5, 2], spacing: 0.13 },
  [SoundEffect.lose]: { zzfx: [0.65, 0, 392, 0.02, 0.12, 0.4, 1, 1, -0.3, 0, 0, 0, 0, 0, 0, 0, 0, 0.7, 0.05], rates: [1, 0.9, 0.8, 0.6667], spacing: 0.22 },
  [SoundEffect.levelUp]: { zzfx: [0.6, 0, 659, 0.01, 0.05, 0.25, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.8, 0.03], rates: [1, 1.25, 1.5, 2, 2.5], spacing: 0.08 },
  [SoundEffect.button]: { zzfx: [0.25, 0, 1400, 0, 0.004, 0.025, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, -4000] },
};
