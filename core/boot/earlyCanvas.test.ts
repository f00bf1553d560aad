import { describe, expect, it } from 'vitest';
import { canvasAttributes, STARTUP_EXTENSIONS } from '../scene/canvasAttributes.ts';
import { createEarlyCanvas } from './earlyCanvas.ts';

/** A canvas that records what its context was asked for; `context: false` has no WebGL 2. */
function fakeCanvas({ context = true } = {}) {
  const asked: { name: string; attributes: unknown }[] = [];
  const extensions: string[] = [];
  const gl = { getExtension: (name: string) => extensions.push(name) };
  const canvas = {
    dataset: {},
    getContext: (name: string, attributes: unknown) => {
      asked.push({ name, attributes });
      return context ? gl : null;
    },
  } as unknown as HTMLCanvasElement;
  return { canvas, asked, extensions };
}

describe('createEarlyCanvas (issue 26: the WebGL context is made while the chunks download)', () => {
  it("makes one canvas's WebGL 2 context with the renderer's attributes and its start-up extensions, and hands the canvas out once", () => {
    const fake = fakeCanvas();
    let made = 0;
    const early = createEarlyCanvas(() => {
      made += 1;
      return fake.canvas;
    });
    early.start(false);
    early.start(true);
    expect(made).toBe(1);
    expect(fake.asked).toEqual([{ name: 'webgl2', attributes: canvasAttributes(false) }]);
    expect(fake.extensions).toEqual([...STARTUP_EXTENSIONS]);
    expect(early.take()).toBe(fake.canvas);
    expect(early.take()).toBeNull();
  });

  it('hands out nothing when never started, or when the browser made no WebGL 2 context', () => {
    expect(createEarlyCanvas(() => fakeCanvas().canvas).take()).toBeNull();
    const early = createEarlyCanvas(() => fakeCanvas({ context: false }).canvas);
    early.start(true);
    expect(early.take()).toBeNull();
  });
});
