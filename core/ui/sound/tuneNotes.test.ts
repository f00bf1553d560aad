import { describe, expect, it } from 'vitest';
import { MusicTrack } from '../../rules/musicFor.ts';
import { degreeToMidi, loopSteps, melodyTokens, STEPS_PER_BAR, tuneNotes } from './tuneNotes.ts';
import { Lead, Scale, tunes, type Tune } from './tunes.ts';

const tiny: Tune = {
  bpm: 120, root: 60, scale: Scale.major, chords: [0, 4], melody: '0 - 2 . | 4 - - 7 | . . . . | -1 . . .',
  lead: Lead.pluck, bass: 'r . f . . . o .', drums: 'k . . . s . . .', pad: 0.5,
};

describe('tuneNotes', () => {
  it('joins held melody steps into one note and skips rests', () => {
    const lead = tuneNotes(tiny).filter((n) => n.voice === 'lead');
    expect(lead).toEqual([
      { voice: 'lead', step: 0, steps: 2, midi: 60 },
      { voice: 'lead', step: 2, steps: 1, midi: 64 },
      { voice: 'lead', step: 4, steps: 3, midi: 67 },
      { voice: 'lead', step: 7, steps: 1, midi: 72 },
      { voice: 'lead', step: 12, steps: 1, midi: 59 },
    ]);
  });

  it('follows each bar\'s chord with the pad triad and the bass pattern an octave or two down', () => {
    const notes = tuneNotes(tiny);
    expect(notes.filter((n) => n.voice === 'pad' && n.step === 8).map((n) => n.midi)).toEqual([55, 59, 62]);
    expect(notes.filter((n) => n.voice === 'bass' && n.step >= 8).map((n) => [n.step, n.midi])).toEqual([
      [8, 43],
      [10, 50],
      [14, 55],
    ]);
    expect(notes.filter((n) => n.voice === 'kick' || n.voice === 'snare').map((n) => n.step)).toEqual([0, 4, 8, 12]);
  });

  it('refuses a token it cannot read', () => {
    expect(() => tuneNotes({ ...tiny, melody: '0 x' })).toThrow('melody token "x"');
    expect(() => tuneNotes({ ...tiny, bass: 'r q' })).toThrow('bass token "q"');
  });

  it('reads degrees below and above the scale as other octaves', () => {
    expect(degreeToMidi(tiny, -1)).toBe(59);
    expect(degreeToMidi(tiny, 7)).toBe(72);
    expect(degreeToMidi(tiny, 9)).toBe(76);
  });
});

describe('the game\'s tunes', () => {
  it.each(Object.values(MusicTrack))('%s: whole bars of melody over its chords, readable, notes in a gentle range', (track) => {
    const tune = tunes[track];
    expect(melodyTokens(tune.melody)).toHaveLength(loopSteps(tune));
    for (const pattern of [tune.bass, tune.drums].filter(Boolean)) expect(pattern.split(/\s+/)).toHaveLength(STEPS_PER_BAR);
    const pitched = tuneNotes(tune).filter((n) => n.midi > 0);
    expect(Math.min(...pitched.map((n) => n.midi))).toBeGreaterThanOrEqual(28);
    expect(Math.max(...pitched.map((n) => n.midi))).toBeLessThanOrEqual(88);
  });
});
