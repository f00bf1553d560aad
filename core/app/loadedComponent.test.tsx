import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadedComponent } from './loadedComponent.tsx';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadedComponent', () => {
  it('draws nothing while its chunk loads, without suspending (lazy() suspends, and a Suspense reveal is throttled)', () => {
    const Loaded = loadedComponent(new Promise<typeof Greeting>(() => undefined));
    expect(renderToString(<Loaded name="Ann" />)).toBe('');
    // The same outside any Suspense boundary with lazy(): React has nothing to show and refuses.
    const Lazy = lazy(() => new Promise<{ default: typeof Greeting }>(() => undefined));
    expect(() => renderToString(<Lazy name="Ann" />)).toThrow();
  });

  it('draws the loaded component with the props it was given once the chunk is in', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const Loaded = loadedComponent(new Promise<typeof Greeting>((done) => (resolve = done)));
    resolve(Greeting);
    await settled();
    expect(renderToString(<Loaded name="Ann" />)).toBe('<p>hello <!-- -->Ann</p>');
  });

  it('throws a failed load from render, for the error boundary', async () => {
    const failure = new Error('chunk gone');
    const Loaded = loadedComponent(Promise.reject<typeof Greeting>(failure));
    await settled();
    expect(() => renderToString(<Loaded name="Ann" />)).toThrow(failure);
  });
});
