import type { Store } from 'jotai/vanilla';
import { ZZFX } from 'zzfx';
import type { MusicTrack } from '../../rules/musicFor.ts';
import { gamePausedAtom } from '../../state/atoms.ts';
import { soundMutedAtom } from '../../state/settings.ts';
import { effects } from './effects.ts';
import { createMusicPlayer } from './musicPlayer.ts';
import { SoundEffect } from './SoundEffect.ts';
import { watchSoundEvents } from './watchSoundEvents.ts';

/** Product §9: music volume 0.3, short-track volume 0.3. */
export const MUSIC_VOLUME = 0.3;
export const EFFECT_VOLUME = 0.3;

/** What a click sounds on: the interface's buttons, never the canvas. */
const BUTTONS = 'button:not(:disabled), .btn:not([aria-disabled="true"]), [role="button"], [role="tab"]';

export interface SoundEngine {
  dispose(): void;
}

/**
 * The sound of the game (the lazy chunk SoundDirector imports after the player's first gesture): music per scene
 * through a sequencer, effects from zzfx buffers, both silent while the sound setting is off (the context
 * suspended, the music stopped, no effect started) and while the game is paused (`gamePausedAtom`: the host's pause,
 * its ad or ours, a hidden page; one path, state/hostLifecycle.ts).
 */
export function startSoundEngine(store: Store, ctx: AudioContext): SoundEngine {
  // zzfx made a context of its own when it loaded; this one (made in the gesture) plays, so that one goes.
  void ZZFX.audioContext.close().catch(() => undefined);
  ZZFX.volume = 1;

  // The context's own calls reject once it is closed (the app unmounted): nothing is left to do then.
  const settle = (promise: Promise<void>) => void promise.catch(() => undefined);
  const master = ctx.createGain();
  master.connect(ctx.destination);
  const bus = (volume: number) => {
    const gain = ctx.createGain();
    gain.gain.value = volume;
    gain.connect(master);
    return gain;
  };
  const musicBus = bus(MUSIC_VOLUME);
  const effectBus = bus(EFFECT_VOLUME);
  const music = createMusicPlayer(ctx, musicBus);

  const buffers = new Map<SoundEffect, AudioBuffer>();
  const bufferOf = (effect: SoundEffect): AudioBuffer => {
    let buffer = buffers.get(effect);
    if (!buffer) {
      const samples = ZZFX.buildSamples(...effects[effect].zzfx);
      buffer = ctx.createBuffer(1, Math.max(1, samples.length), ZZFX.sampleRate);
      buffer.getChannelData(0).set(samples);
      buffers.set(effect, buffer);
    }
    return buffer;
  };

  let muted = store.get(soundMutedAtom);
  let paused = store.get(gamePausedAtom);
  let wanted: MusicTrack | null = null;
  const audible = () => !muted && !paused;

  const effect = (name: SoundEffect, delay = 0) => {
    if (!audible() || ctx.state !== 'running') return;
    const spec = effects[name];
    const buffer = bufferOf(name);
    const jitter = 1 + (spec.jitter ?? 0) * (Math.random() * 2 - 1);
    (spec.rates ?? [1]).forEach((rate, i) => {
      const source = ctx.createBufferSource();
      source.buffer = buffer;
      source.playbackRate.value = rate * jitter;
      source.connect(effectBus);
      source.start(ctx.currentTime + delay + i * (spec.spacing ?? 0));
    });
  };

  const apply = () => {
    const now = ctx.currentTime;
    master.gain.cancelScheduledValues(now);
    if (muted) {
      master.gain.setValueAtTime(0, now);
      music.stop();
      settle(ctx.suspend());
      return;
    }
    master.gain.setValueAtTime(1, now);
    if (!paused) settle(ctx.resume());
    music.play(wanted);
  };

  const stopWatching = watchSoundEvents(store, {
    music(track) {
      wanted = track;
      if (!muted) music.play(track);
    },
    effect,
  });
  const stopMute = store.sub(soundMutedAtom, () => {
    const next = store.get(soundMutedAtom);
    if (next === muted) return;
    muted = next;
    apply();
  });
  // A pause (the host's ad, window or menu, a hidden page) stops everything; it goes on where it was on resume.
  const stopPause = store.sub(gamePausedAtom, () => {
    const next = store.get(gamePausedAtom);
    if (next === paused) return;
    paused = next;
    if (paused) settle(ctx.suspend());
    else if (!muted) settle(ctx.resume());
  });
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(BUTTONS)) effect(SoundEffect.button);
  };
  document.addEventListener('click', onClick, true);
  apply();

  return {
    dispose() {
      stopWatching();
      stopMute();
      stopPause();
      document.removeEventListener('click', onClick, true);
      music.stop();
      settle(ctx.close());
    },
  };
}
