import { afterEach, expect, it, vi } from 'vitest';
import { markVersionRefresh, takeVersionRefresh } from './versionRefresh.ts';

const memorySession = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

it('tells the boot once that the page was reloaded for a new version, and never on a plain load', () => {
  vi.stubGlobal('sessionStorage', memorySession());
  expect(takeVersionRefresh()).toBe(false);
  markVersionRefresh();
  expect([takeVersionRefresh(), takeVersionRefresh()]).toEqual([true, false]);
});

it('plays on without the record where the page may not use storage', () => {
  vi.stubGlobal('sessionStorage', undefined);
  markVersionRefresh();
  expect(takeVersionRefresh()).toBe(false);
});
