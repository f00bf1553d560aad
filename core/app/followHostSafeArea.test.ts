import { describe, expect, it } from 'vitest';
import type { Insets } from '../platform.ts';
import { followHostSafeArea } from './followHostSafeArea.ts';

const element = () => {
  const properties = new Map<string, string>();
  return { properties, style: { setProperty: (name: string, value: string) => void properties.set(name, value) } };
};

describe('the host safe area', () => {
  it("puts the host's covered edges in the frame's CSS variables and follows each change until stopped", () => {
    let listener: ((insets: Insets) => void) | null = null;
    const target = element();
    const stop = followHostSafeArea(
      {
        safeArea: {
          current: () => ({ top: 90, right: 0, bottom: 33.6, left: 0 }),
          onChange: (next) => {
            listener = next;
            return () => void (listener = null);
          },
        },
      },
      target,
    );
    expect(Object.fromEntries(target.properties)).toEqual({
      '--host-inset-top': '90px',
      '--host-inset-right': '0px',
      '--host-inset-bottom': '34px',
      '--host-inset-left': '0px',
    });
    listener!({ top: 56, right: 0, bottom: 0, left: -3 });
    expect(target.properties.get('--host-inset-top')).toBe('56px');
    expect(target.properties.get('--host-inset-left')).toBe('0px');
    stop();
    expect(listener).toBeNull();
  });

  it('writes nothing on a host that reports no safe area', () => {
    const target = element();
    followHostSafeArea({}, target)();
    expect(target.properties.size).toBe(0);
  });
});
