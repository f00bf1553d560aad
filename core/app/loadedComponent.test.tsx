import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadedComponent } from './loadedComponent.tsx';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('loadedComponent', () => {
  it('draws nothing while its chunk loads, without suspending (lazy() suspends, and a Suspense reveal is throttled)', () => {
    const Loaded = loadedComponent(new Promise<typeof Greeting>(() => undefined));
    expect(renderToString(<Loaded name="Ann" />)).toBe('');
    // The same outside any Suspense boundary with lazy(): React has nothing to show and refuses.
    const Lazy = lazy(() => new Promise<{ default: typeof Greeting }>(() => undefined));
    expect(() => renderToString(<Lazy name="Ann" />)).toThrow();
  });

  it('draws the loaded component with the props it was given once the chunk is in', async () => {
    const loading = Promise.resolve(Greeting);
    const Loaded = loadedComponent(loading);
    // loadedComponent's own callback was attached first, so it has run once this await is over.
    await loading;
    expect(renderToString(<Loaded name="Ann" />)).toBe('<p>hello <!-- -->Ann</p>');
  });

  it('throws a failed load from render, for the error boundary', async () => {
    const failure = new Error('chunk gone');
    const loading = Promise.reject<typeof Greeting>(failure);
    const Loaded = loadedComponent(loading);
    await loading.catch(() => undefined);
    expect(() => renderToString(<Loaded name="Ann" />)).toThrow(failure);
  });
});
