import { useEffect } from 'react';
import { useStore } from 'jotai';
import { gamePausedAtom } from '../../state/atoms.ts';
import { soundMutedAtom } from '../../state/settings.ts';

/** Events that count as the player's gesture for the browsers' autoplay rules (a touch's pointerdown does not). */
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * Decides when the game may sound (issue 10): nothing before the player's first gesture, then the audio context is
 * made inside that gesture (so every browser lets it play) and the sound engine, its own lazy chunk, is loaded and
 * started. Later gestures wake a context the browser kept suspended, unless the sound setting is off. Renders
 * nothing.
 */
export function SoundDirector() {
  const store = useStore();
  useEffect(() => {
    if (typeof AudioContext === 'undefined') return;
    let context: AudioContext | null = null;
    let engine: { dispose(): void } | null = null;
    let unmounted = false;

    const onGesture = () => {
      if (context) {
        const asleep = context.state === 'suspended' && !store.get(soundMutedAtom) && !store.get(gamePausedAtom);
        if (asleep) void context.resume().catch(() => undefined);
        return;
      }
      let made: AudioContext;
      try {
        made = new AudioContext();
      } catch {
        // The browser refused a context (too many open, audio disabled): the game goes on silent.
        return;
      }
      context = made;
      import('./soundEngine.ts')
        .then(({ startSoundEngine }) => {
          // Unmounted meanwhile: the clean-up closed the context already.
          if (!unmounted) engine = startSoundEngine(store, made);
        })
        .catch(() => {
          // The chunk did not load (offline, a new deploy): the game goes on silent and the next gesture tries again.
          void made.close().catch(() => undefined);
          context = null;
        });
    };

    for (const type of GESTURES) window.addEventListener(type, onGesture, { capture: true, passive: true });
    return () => {
      unmounted = true;
      for (const type of GESTURES) window.removeEventListener(type, onGesture, { capture: true });
      if (engine) engine.dispose();
      else void context?.close().catch(() => undefined);
    };
  }, [store]);
  return null;
}
