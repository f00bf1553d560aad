import { MusicTrack } from '../../rules/musicFor.ts';

/** The lead instrument of a tune (synthesized in instruments.ts). */
export const Lead = { pluck: 'pluck', flute: 'flute', bell: 'bell' } as const;
export type Lead = (typeof Lead)[keyof typeof Lead];

/** Semitones of the modes the tunes use. */
export const Scale = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
} as const satisfies Record<string, readonly number[]>;

/**
 * One looping tune, written for this game. A step is an eighth note; a bar is 8 steps.
 * - `melody`: one token per step, bars split by `|` for reading: a scale degree counted from 0 (negative or 7 and
 *   up reach the octaves around), `-` holds the note before, `.` is a rest.
 * - `chords`: the root of each bar's triad as a scale degree (the pad and the bass follow it).
 * - `bass` and `drums`: one bar of 8 tokens, repeated: bass `r` root, `f` fifth, `o` octave; drums `k` kick,
 *   `s` snare, `h` hat; `.` nothing.
 */
export interface Tune {
  bpm: number;
  /** MIDI note of degree 0 of the melody. */
  root: number;
  scale: readonly number[];
  chords: readonly number[];
  melody: string;
  lead: Lead;
  bass: string;
  drums: string;
  /** Loudness of the sustained chord pad, 0 for none. */
  pad: number;
}

// Melodies, each our own; the later road sets reuse one in another mode, key and pace.
const rising = '2 - 4 - 7 - 6 4 | 6 - - - 4 - . . | 5 - 4 - 2 - 0 2 | 3 - - - . . 2 3 | 4 - 2 - 0 - 2 4 | 4 - 1 - 4 - 6 - | 5 - 3 - 0 - 3 5 | 4 - - - . . . .';
const charge = '0 0 2 0 4 - 2 0 | 0 0 2 4 7 - 6 4 | 5 - 4 - 2 - 4 5 | 6 - 4 - 1 - . . | 0 0 2 0 4 - 2 0 | 7 - 6 - 4 - 2 - | 3 - 2 - 3 5 3 2 | 1 - 6 - 4 - . .';
const morning = '4 - 2 - 0 - 2 4 | 5 - 4 2 0 - . . | 3 - 5 - 7 - 5 3 | 4 - - - . . 2 4 | 7 - 6 4 2 - 4 - | 5 4 2 0 -1 - . . | 3 - 2 - 1 - 3 - | 1 - - - . . . .';
const meadow = '0 2 4 - 4 5 4 2 | 6 - 5 - 4 - . . | 3 - 5 - 3 2 0 - | 2 - - - . . 4 - | 0 2 4 - 4 5 7 - | 6 - 5 - 6 - 4 - | 3 4 5 4 3 2 1 - | 0 - - - . . . .';
const forest = '0 - 2 - 4 - 3 2 | 3 - 5 - 4 - . . | 2 - 4 - 6 - 5 4 | 5 - - - 3 - . . | 0 - 2 - 4 - 7 - | 5 - 4 - 3 - 5 - | 6 - 4 - 2 - 1 - | 1 - - - . . . .';
const hills = '0 . 2 . 4 . 4 5 | 5 . 3 . 5 4 3 2 | 4 . 2 . 0 . 2 4 | 1 - - - . . 4 . | 0 . 2 . 4 . 7 5 | 5 . 3 . 5 . 7 . | 6 . 4 . 1 . 2 3 | 2 - 0 - - - . .';
const highlands = '4 - - 2 4 - 5 - | 5 - 4 - 2 - 0 - | 2 - - 4 7 - 6 - | 6 - 4 - . . . . | 4 - - 2 4 - 5 - | 7 - 5 - 4 - 2 - | 1 - 3 - 6 - 5 - | 4 - - - . . . .';
const dance = '0 2 3 4 - 3 2 0 | 6 - 1 - 6 5 4 - | 0 2 3 4 7 - 6 4 | 4 - - 3 2 1 - . | 4 5 4 3 2 - 0 - | 6 0 1 2 1 0 6 - | 3 4 5 - 4 3 2 1 | 0 - - - . . . .';

const gentleBass = 'r . . . f . . .';
const walkingBass = 'r . f . o . f .';

/** Every track's tune: a missing track is a compile error. */
export const tunes: Record<MusicTrack, Tune> = {
  [MusicTrack.selection]: {
    bpm: 84, root: 67, scale: Scale.major, chords: [0, 4, 5, 3, 0, 4, 3, 4], melody: rising,
    lead: Lead.bell, bass: gentleBass, drums: '', pad: 0.6,
  },
  [MusicTrack.battle]: {
    bpm: 132, root: 64, scale: Scale.harmonicMinor, chords: [0, 0, 5, 4, 0, 0, 3, 4], melody: charge,
    lead: Lead.pluck, bass: 'r r . r f . r .', drums: 'k . h . s . h h', pad: 0.35,
  },
  [MusicTrack.roadDawn]: {
    bpm: 92, root: 67, scale: Scale.major, chords: [0, 5, 3, 4, 0, 5, 3, 4], melody: morning,
    lead: Lead.pluck, bass: gentleBass, drums: '', pad: 0.5,
  },
  [MusicTrack.roadMeadow]: {
    bpm: 100, root: 69, scale: Scale.mixolydian, chords: [0, 6, 3, 0, 0, 6, 3, 0], melody: meadow,
    lead: Lead.flute, bass: walkingBass, drums: '', pad: 0.45,
  },
  [MusicTrack.roadForest]: {
    bpm: 88, root: 62, scale: Scale.dorian, chords: [0, 3, 0, 3, 0, 3, 6, 4], melody: forest,
    lead: Lead.flute, bass: gentleBass, drums: '', pad: 0.55,
  },
  [MusicTrack.roadHills]: {
    bpm: 104, root: 65, scale: Scale.major, chords: [0, 3, 0, 4, 0, 3, 4, 0], melody: hills,
    lead: Lead.pluck, bass: walkingBass, drums: '. . h . . . h .', pad: 0.4,
  },
  [MusicTrack.roadHighlands]: {
    bpm: 96, root: 64, scale: Scale.minor, chords: [0, 5, 2, 6, 0, 5, 6, 4], melody: highlands,
    lead: Lead.pluck, bass: gentleBass, drums: 'k . . . . . . .', pad: 0.55,
  },
  [MusicTrack.medieval]: {
    bpm: 108, root: 62, scale: Scale.dorian, chords: [0, 6, 0, 4, 0, 6, 3, 0], melody: dance,
    lead: Lead.pluck, bass: 'r . f . r . f .', drums: 'k . . h k . h .', pad: 0.3,
  },
  [MusicTrack.roadMirror]: {
    bpm: 80, root: 69, scale: Scale.lydian, chords: [0, 4, 5, 3, 0, 4, 3, 4], melody: rising,
    lead: Lead.bell, bass: gentleBass, drums: '', pad: 0.6,
  },
  [MusicTrack.roadWall]: {
    bpm: 90, root: 64, scale: Scale.phrygian, chords: [0, 5, 2, 6, 0, 5, 6, 4], melody: highlands,
    lead: Lead.pluck, bass: 'r . . r f . . .', drums: 'k . . . s . . .', pad: 0.5,
  },
  [MusicTrack.roadSummit]: {
    bpm: 76, root: 72, scale: Scale.major, chords: [0, 5, 3, 4, 0, 5, 3, 4], melody: morning,
    lead: Lead.bell, bass: gentleBass, drums: '', pad: 0.6,
  },
  [MusicTrack.roadDark]: {
    bpm: 70, root: 62, scale: Scale.phrygian, chords: [0, 3, 0, 3, 0, 3, 6, 4], melody: forest,
    lead: Lead.bell, bass: 'r . . . . . . .', drums: '', pad: 0.7,
  },
  [MusicTrack.roadAbyss]: {
    bpm: 60, root: 57, scale: Scale.harmonicMinor, chords: [0, 0, 5, 4, 0, 0, 3, 4], melody: charge,
    lead: Lead.flute, bass: 'r . . . . . . .', drums: '', pad: 0.7,
  },
};
