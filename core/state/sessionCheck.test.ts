import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { testPlayerInfo } from '../../test/support/testPlayer.ts';
import { playerInfoAtom } from './atoms.ts';
import { createSessionCheck } from './sessionCheck.ts';

function harness(answers: Array<boolean | Error>) {
  const store = createStore();
  let reloads = 0;
  let asked = 0;
  const check = createSessionCheck(store, {
    isPlayerExist: () => {
      asked += 1;
      const answer = answers.shift() ?? true;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ exists: answer });
    },
    reloadSession: () => {
      reloads += 1;
    },
  });
  // Lets the check's answer arrive (no time passes: a macrotask after the resolved promises).
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, check, settle, counts: () => ({ asked, reloads }) };
}

describe('the session check', () => {
  it('reloads the session when the token no longer names a player', async () => {
    const h = harness([false]);
    h.store.set(playerInfoAtom, testPlayerInfo());
    h.check();
    await h.settle();
    expect(h.counts()).toEqual({ asked: 1, reloads: 1 });
  });

  it('keeps the session while the token names a player (a game ban refuses the live channel too), when the check fails, or with no player', async () => {
    const h = harness([true, new Error('offline')]);
    h.check();
    await h.settle();
    expect(h.counts()).toEqual({ asked: 0, reloads: 0 });
    h.store.set(playerInfoAtom, testPlayerInfo());
    h.check();
    await h.settle();
    h.check();
    await h.settle();
    expect(h.counts()).toEqual({ asked: 2, reloads: 0 });
  });

  it('asks once while a check is under way', async () => {
    const h = harness([false]);
    h.store.set(playerInfoAtom, testPlayerInfo());
    h.check();
    h.check();
    await h.settle();
    expect(h.counts()).toEqual({ asked: 1, reloads: 1 });
  });
});
