import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { testPlayer, testPlayerInfo } from '../../test/support/testPlayer.ts';
import { noticeSignedOut, signedOutAtom } from './signedOut.ts';

describe('noticeSignedOut', () => {
  const held = testPlayerInfo(testPlayer({ id: 7 }));

  it('tells a player whose session reload found no player that they were signed out', () => {
    const store = createStore();
    noticeSignedOut(store, held, null);
    expect(store.get(signedOutAtom)).toBe(true);
  });

  it('stays quiet when the same player came back (a host signed them in again) or nobody was held', () => {
    const store = createStore();
    noticeSignedOut(store, held, testPlayerInfo(testPlayer({ id: 7 })));
    noticeSignedOut(store, null, null);
    expect(store.get(signedOutAtom)).toBe(false);
  });
});
