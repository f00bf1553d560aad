import { Lead } from './tunes.ts';
import { Voice } from './tuneNotes.ts';

/** A scheduled sound: its sources, to be stopped early when the music changes or the sound goes off. */
export type Sounding = AudioScheduledSourceNode[];

/** Gentle levels per voice, so the lead sits on top and the drums stay in the back. */
export const VOICE_LEVEL: Record<Voice, number> = { lead: 0.22, pad: 0.05, bass: 0.2, kick: 0.35, snare: 0.08, hat: 0.035 };

const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();
const noiseOf = (ctx: BaseAudioContext): AudioBuffer => {
  let buffer = noiseBuffers.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, ctx.sampleRate / 2, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
};

/** A gain node shaped as an envelope: `attack` up to `level`, held, then an exponential fall over `release`. */
function envelope(ctx: BaseAudioContext, out: AudioNode, at: number, attack: number, hold: number, release: number, level: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.linearRampToValueAtTime(level, at + attack);
  gain.gain.setValueAtTime(level, at + attack + hold);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + attack + hold + release);
  gain.connect(out);
  return gain;
}

const osc = (ctx: BaseAudioContext, type: OscillatorType, hz: number, detune = 0): OscillatorNode => {
  const node = ctx.createOscillator();
  node.type = type;
  node.frequency.value = hz;
  node.detune.value = detune;
  return node;
};

/** Starts `sources` at `at` and stops them at `end`. */
const run = (sources: AudioScheduledSourceNode[], at: number, end: number): Sounding => {
  for (const s of sources) {
    s.start(at);
    s.stop(end);
  }
  return sources;
};

/** A plucked string: triangle and a soft square through a closing low-pass. */
function pluck(ctx: BaseAudioContext, out: AudioNode, hz: number, at: number, length: number, level: number): Sounding {
  const release = Math.max(0.35, length * 1.2);
  const filter = ctx.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.setValueAtTime(hz * 8, at);
  filter.frequency.exponentialRampToValueAtTime(hz * 1.5, at + release);
  filter.connect(envelope(ctx, out, at, 0.004, 0, release, level));
  const body = osc(ctx, 'triangle', hz);
  const edge = osc(ctx, 'square', hz, 4);
  const edgeGain = ctx.createGain();
  edgeGain.gain.value = 0.25;
  body.connect(filter);
  edge.connect(edgeGain).connect(filter);
  return run([body, edge], at, at + release + 0.05);
}

/** A breathy flute: a sine with a slow vibrato and a little octave. */
function flute(ctx: BaseAudioContext, out: AudioNode, hz: number, at: number, length: number, level: number): Sounding {
  // Held at full level (a pluck decays at once), so it sits lower to sound as loud as the others.
  const env = envelope(ctx, out, at, 0.07, Math.max(0, length - 0.07), 0.25, level * 0.55);
  const tone = osc(ctx, 'sine', hz);
  const octave = osc(ctx, 'sine', hz * 2);
  const octaveGain = ctx.createGain();
  octaveGain.gain.value = 0.12;
  const vibrato = osc(ctx, 'sine', 5);
  const depth = ctx.createGain();
  depth.gain.value = hz * 0.006;
  vibrato.connect(depth).connect(tone.frequency);
  tone.connect(env);
  octave.connect(octaveGain).connect(env);
  return run([tone, octave, vibrato], at, at + length + 0.3);
}

/** A soft bell: a sine whose frequency a non-harmonic sine modulates, fading long. */
function bell(ctx: BaseAudioContext, out: AudioNode, hz: number, at: number, length: number, level: number): Sounding {
  const release = Math.max(1.2, length * 1.5);
  const carrier = osc(ctx, 'sine', hz);
  const modulator = osc(ctx, 'sine', hz * 3.5);
  const index = ctx.createGain();
  index.gain.setValueAtTime(hz * 1.2, at);
  index.gain.exponentialRampToValueAtTime(hz * 0.05, at + release);
  modulator.connect(index).connect(carrier.frequency);
  carrier.connect(envelope(ctx, out, at, 0.005, 0, release, level));
  return run([carrier, modulator], at, at + release + 0.05);
}

/** A warm pad: two detuned saws through a low-pass, slow in and out, for a whole bar. */
function pad(ctx: BaseAudioContext, out: AudioNode, hz: number, at: number, length: number, level: number): Sounding {
  const filter = ctx.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = 900;
  filter.connect(envelope(ctx, out, at, length * 0.35, length * 0.4, length * 0.5, level));
  const a = osc(ctx, 'sawtooth', hz, -7);
  const b = osc(ctx, 'sawtooth', hz, 7);
  a.connect(filter);
  b.connect(filter);
  return run([a, b], at, at + length * 1.3);
}

function bass(ctx: BaseAudioContext, out: AudioNode, hz: number, at: number, length: number, level: number): Sounding {
  const tone = osc(ctx, 'triangle', hz);
  tone.connect(envelope(ctx, out, at, 0.01, length * 0.6, 0.25, level));
  return run([tone], at, at + length + 0.3);
}

function kick(ctx: BaseAudioContext, out: AudioNode, at: number, level: number): Sounding {
  const tone = osc(ctx, 'sine', 110);
  tone.frequency.setValueAtTime(110, at);
  tone.frequency.exponentialRampToValueAtTime(42, at + 0.18);
  tone.connect(envelope(ctx, out, at, 0.003, 0.02, 0.22, level));
  return run([tone], at, at + 0.3);
}

function noiseHit(ctx: BaseAudioContext, out: AudioNode, at: number, level: number, type: BiquadFilterType, hz: number, release: number): Sounding {
  const source = ctx.createBufferSource();
  source.buffer = noiseOf(ctx);
  const filter = ctx.createBiquadFilter();
  filter.type = type;
  filter.frequency.value = hz;
  source.connect(filter).connect(envelope(ctx, out, at, 0.002, 0, release, level));
  return run([source], at, at + release + 0.02);
}

const leads: Record<Lead, typeof pluck> = { pluck, flute, bell };

/** Schedules one note of `voice` (the tune's lead for `lead`) at `at` seconds, `length` seconds long. */
export function playVoice(
  ctx: BaseAudioContext,
  out: AudioNode,
  voice: Voice,
  lead: Lead,
  hz: number,
  at: number,
  length: number,
  level = VOICE_LEVEL[voice],
): Sounding {
  switch (voice) {
    case Voice.lead:
      return leads[lead](ctx, out, hz, at, length, level);
    case Voice.pad:
      return pad(ctx, out, hz, at, length, level);
    case Voice.bass:
      return bass(ctx, out, hz, at, length, level);
    case Voice.kick:
      return kick(ctx, out, at, level);
    case Voice.snare:
      return noiseHit(ctx, out, at, level, 'bandpass', 1800, 0.14);
    case Voice.hat:
      return noiseHit(ctx, out, at, level, 'highpass', 7000, 0.04);
  }
}
