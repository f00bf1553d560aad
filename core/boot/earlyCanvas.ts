import { canvasAttributes, STARTUP_EXTENSIONS } from '../scene/canvasAttributes.ts';

/** The game's canvas with its WebGL context, made before the renderer's chunk arrives and handed to it once. */
export interface EarlyCanvas {
  /** Makes the canvas and its context (once; a second call does nothing). */
  start(antialias: boolean): void;
  /** The canvas the first time it is asked for, when its context was made; null afterwards or otherwise. */
  take(): HTMLCanvasElement | null;
}

/**
 * Issue 26, the slow first frame: the renderer's start-up began with making its WebGL context (on the software
 * renderer about a third of a second of the main thread: the context, its first extensions, its first queries), after
 * three.js, the largest chunk, had arrived last. The first script makes the context on the game's canvas while the
 * chunks download, when the main thread is idle; the renderer takes the canvas (core/scene/LeanCanvas.tsx), and
 * three.js's getContext then returns that context. Only the first canvas is early: a later one (a remount, whose
 * renderer lost the first context when it was disposed) makes its own.
 */
export function createEarlyCanvas(makeCanvas: () => HTMLCanvasElement): EarlyCanvas {
  let started = false;
  let canvas: HTMLCanvasElement | null = null;
  return {
    start(antialias) {
      if (started) return;
      started = true;
      try {
        const made = makeCanvas();
        const gl = made.getContext('webgl2', canvasAttributes(antialias));
        if (!gl) return;
        for (const name of STARTUP_EXTENSIONS) gl.getExtension(name);
        // Visible to the page's tests (the renderer draws on this canvas), like the atlas's data-atlas.
        made.dataset.context = 'early';
        canvas = made;
      } catch (error: unknown) {
        // The renderer makes its own canvas and context then, and reports what fails there.
        console.warn('Early canvas: no WebGL context made ahead of the renderer', error);
      }
    },
    take() {
      const taken = canvas;
      canvas = null;
      return taken;
    },
  };
}

/** The page's early canvas: started by mount (core/mount.ts), taken by the game view's canvas (core/app/GameView.tsx). */
export const pageEarlyCanvas: EarlyCanvas = createEarlyCanvas(() => document.createElement('canvas'));
