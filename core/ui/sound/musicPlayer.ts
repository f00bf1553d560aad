import type { MusicTrack } from '../../rules/musicFor.ts';
import { playVoice, VOICE_LEVEL } from './instruments.ts';
import { loopSteps, midiToHz, stepSeconds, tuneNotes, Voice, type TuneNote } from './tuneNotes.ts';
import { tunes, type Tune } from './tunes.ts';

/** Seconds of music scheduled ahead: enough to ride out a timer throttled in a busy or background page. */
const LOOKAHEAD = 1.2;
const TICK_MS = 250;
/** Crossfade between two scenes' tracks. */
export const CROSSFADE = 1.5;

export interface MusicPlayer {
  /** Crossfades to `track` (null: fades out); the same track again changes nothing. */
  play(track: MusicTrack | null): void;
  /** Silences at once: every scheduled note stops (the sound was switched off). */
  stop(): void;
}

interface Playing {
  track: MusicTrack;
  tune: Tune;
  gain: GainNode;
  byStep: TuneNote[][];
  step: number;
  time: number;
  timer: ReturnType<typeof setInterval>;
  sources: Set<AudioScheduledSourceNode>;
}

const stepsOf = (tune: Tune): TuneNote[][] => {
  const byStep: TuneNote[][] = Array.from({ length: loopSteps(tune) }, () => []);
  for (const note of tuneNotes(tune)) byStep[note.step]?.push(note);
  return byStep;
};

/** A looping sequencer for the tunes: notes are scheduled on the audio clock a little ahead, from a timer. */
export function createMusicPlayer(ctx: AudioContext, out: AudioNode): MusicPlayer {
  let current: Playing | null = null;
  const fading = new Set<Playing>();

  const silence = (p: Playing) => {
    clearInterval(p.timer);
    for (const source of p.sources) source.stop();
    p.sources.clear();
    p.gain.disconnect();
    fading.delete(p);
  };

  const schedule = (p: Playing) => {
    if (ctx.state !== 'running') return;
    const step = stepSeconds(p.tune);
    // After a suspension or a long-throttled timer the loop goes on from now rather than cramming the missed notes.
    if (p.time < ctx.currentTime) p.time = ctx.currentTime + 0.05;
    while (p.time < ctx.currentTime + LOOKAHEAD) {
      for (const note of p.byStep[p.step] ?? []) {
        const level = note.voice === Voice.pad ? VOICE_LEVEL.pad * p.tune.pad : undefined;
        for (const source of playVoice(ctx, p.gain, note.voice, p.tune.lead, midiToHz(note.midi), p.time, note.steps * step, level)) {
          p.sources.add(source);
          source.onended = () => p.sources.delete(source);
        }
      }
      p.step = (p.step + 1) % p.byStep.length;
      p.time += step;
    }
  };

  const fadeOut = (p: Playing) => {
    clearInterval(p.timer);
    const now = ctx.currentTime;
    p.gain.gain.cancelScheduledValues(now);
    p.gain.gain.setValueAtTime(p.gain.gain.value, now);
    p.gain.gain.linearRampToValueAtTime(0, now + CROSSFADE);
    fading.add(p);
    setTimeout(() => silence(p), CROSSFADE * 1000 + 100);
  };

  return {
    play(track) {
      if ((current?.track ?? null) === track) return;
      if (current) fadeOut(current);
      current = null;
      if (track === null) return;
      const tune = tunes[track];
      const gain = ctx.createGain();
      const now = ctx.currentTime;
      gain.gain.setValueAtTime(0, now);
      gain.gain.linearRampToValueAtTime(1, now + CROSSFADE);
      gain.connect(out);
      const playing: Playing = {
        track, tune, gain, byStep: stepsOf(tune), step: 0, time: now + 0.05, sources: new Set(),
        timer: setInterval(() => schedule(playing), TICK_MS),
      };
      current = playing;
      schedule(playing);
    },
    stop() {
      if (current) silence(current);
      current = null;
      for (const p of [...fading]) silence(p);
    },
  };
}
