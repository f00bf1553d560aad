import type { Tune } from './tunes.ts';

export const Voice = { lead: 'lead', pad: 'pad', bass: 'bass', kick: 'kick', snare: 'snare', hat: 'hat' } as const;
export type Voice = (typeof Voice)[keyof typeof Voice];

/** One note of a loop: it starts at `step` (eighths from the loop's start) and lasts `steps`. */
export interface TuneNote {
  voice: Voice;
  step: number;
  steps: number;
  /** MIDI note; 0 for drums. */
  midi: number;
}

export const STEPS_PER_BAR = 8;

/** MIDI note of a scale degree counted from the tune's root (negative and 7+ degrees reach other octaves). */
export const degreeToMidi = (tune: Pick<Tune, 'root' | 'scale'>, degree: number): number => {
  const size = tune.scale.length;
  const octave = Math.floor(degree / size);
  const index = degree - octave * size;
  return tune.root + 12 * octave + (tune.scale[index] ?? 0);
};

export const melodyTokens = (melody: string): string[] => melody.split(/[\s|]+/).filter(Boolean);
const barTokens = (pattern: string): string[] => pattern.split(/\s+/).filter(Boolean);

/** Seconds per step (an eighth note) at the tune's pace. */
export const stepSeconds = (tune: Pick<Tune, 'bpm'>): number => 60 / tune.bpm / 2;

/** Loop length in steps: the chord bars set it. */
export const loopSteps = (tune: Pick<Tune, 'chords'>): number => tune.chords.length * STEPS_PER_BAR;

const BASS_OFFSET: Record<string, number> = { r: 0, f: 4, o: 7 };
const DRUM_VOICE: Record<string, Voice> = { k: Voice.kick, s: Voice.snare, h: Voice.hat };

/**
 * The notes of one loop of a tune, in step order: the melody (held notes joined), a pad chord for each bar, the
 * bass and drum patterns repeated over every bar. Throws on a token it cannot read, naming it and the tune's root,
 * so a typo in the data fails its test rather than playing silence.
 */
export function tuneNotes(tune: Tune): TuneNote[] {
  const notes: TuneNote[] = [];
  let held: TuneNote | null = null;
  melodyTokens(tune.melody).forEach((token, step) => {
    if (token === '-') {
      if (held) held.steps += 1;
      return;
    }
    held = null;
    if (token === '.') return;
    const degree = Number(token);
    if (!Number.isInteger(degree)) throw new Error(`Sound: melody token "${token}" at step ${step} (tune on ${tune.root})`);
    held = { voice: Voice.lead, step, steps: 1, midi: degreeToMidi(tune, degree) };
    notes.push(held);
  });

  const bass = barTokens(tune.bass);
  const drums = barTokens(tune.drums);
  tune.chords.forEach((chord, bar) => {
    const start = bar * STEPS_PER_BAR;
    if (tune.pad > 0)
      for (const third of [0, 2, 4])
        notes.push({ voice: Voice.pad, step: start, steps: STEPS_PER_BAR, midi: degreeToMidi(tune, chord + third) - 12 });
    bass.forEach((token, i) => {
      if (token === '.') return;
      const offset = BASS_OFFSET[token];
      if (offset === undefined) throw new Error(`Sound: bass token "${token}" (tune on ${tune.root})`);
      notes.push({ voice: Voice.bass, step: start + i, steps: 1, midi: degreeToMidi(tune, chord + offset) - 24 });
    });
    drums.forEach((token, i) => {
      if (token === '.') return;
      const voice = DRUM_VOICE[token];
      if (!voice) throw new Error(`Sound: drum token "${token}" (tune on ${tune.root})`);
      notes.push({ voice, step: start + i, steps: 1, midi: 0 });
    });
  });
  return notes.sort((a, b) => a.step - b.step);
}

/** Frequency in Hz of a MIDI note. */
export const midiToHz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);
