import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { AccountApi } from '../api/accountApi.ts';
import { ApiError } from '../api/ApiError.ts';
import { Gender, type BlockedPlayer, type Player, type PlayerInfo } from '../model/index.ts';
import { testPlayer, testPlayerInfo } from '../../test/support/testPlayer.ts';
import {
  accountApiAtom,
  blockedPlayersAtom,
  changePassword,
  loadBlockedPlayers,
  renameAccount,
  setGender,
  unblockingAtom,
  unblockPlayer,
  type AccountSecurityApi,
} from './account.ts';
import { placesAtom, playerAtom, playerInfoAtom, sceneAtom, SceneName } from './atoms.ts';

const blocked = (id: number, blockedAt: number): BlockedPlayer => ({ id, name: `Pest${id}`, blockedAt });

/** A security client that answers the calls the account page makes, recording them. */
function fakeSecurity(info: PlayerInfo) {
  const calls: string[] = [];
  const api = {
    security: {
      setName: async (name: string) => {
        calls.push(`name ${name}`);
        return { ...info.player, name };
      },
      setPassword: async () => {
        calls.push('password');
      },
    },
    player: {
      info: async () => {
        calls.push('info');
        return info;
      },
    },
    battle: { get: async () => Promise.reject(new Error('no battle expected')) },
  } as unknown as AccountSecurityApi;
  return { api, calls };
}

const withPlayer = (player: Player = testPlayer()) => {
  const store = createStore();
  store.set(playerInfoAtom, testPlayerInfo(player));
  return store;
};

describe('account state', () => {
  it('renames, then reloads the road from a fresh player info (the places are dropped)', async () => {
    const store = withPlayer(testPlayer({ name: 'Old' }));
    store.set(placesAtom, new Map([[1, { id: 1 } as never]]));
    const fresh = testPlayerInfo(testPlayer({ name: 'Fresh', coordinate: 40 }));
    const { api, calls } = fakeSecurity(fresh);
    await renameAccount(store, api, 'Fresh');
    expect(calls).toEqual(['name Fresh', 'info']);
    expect(store.get(playerAtom)?.name).toBe('Fresh');
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(sceneAtom)).toEqual({ name: SceneName.road, firstStart: false });
  });

  it('does not reload the road when the password change is refused', async () => {
    const store = withPlayer();
    const refusal = new ApiError({ code: 'PASSWORD_WRONG', status: 400, path: '/api/security/password/set', message: 'wrong' });
    const { api, calls } = fakeSecurity(testPlayerInfo());
    api.security.setPassword = () => Promise.reject(refusal);
    await expect(changePassword(store, api, { passwordCurrent: 'a', passwordNew: 'b', passwordRepeat: 'b' })).rejects.toBe(refusal);
    expect(calls).toEqual([]);
    expect(store.get(sceneAtom).name).not.toBe(SceneName.road);
  });

  it('stores the gender the server answers', async () => {
    const store = withPlayer();
    store.set(accountApiAtom, { setGender: async (gender) => testPlayer({ gender }) } as AccountApi);
    await setGender(store, Gender.FEMALE);
    expect(store.get(playerAtom)?.gender).toBe(Gender.FEMALE);
  });

  it('loads the black list, and a failed load keeps its error for the page', async () => {
    const store = withPlayer();
    const list = [blocked(3, 30), blocked(2, 20)];
    let answer: () => Promise<BlockedPlayer[]> = async () => list;
    store.set(accountApiAtom, { blocked: () => answer() } as AccountApi);
    await loadBlockedPlayers(store);
    expect(store.get(blockedPlayersAtom)).toEqual({ status: 'ready', value: list });
    const down = new Error('down');
    answer = () => Promise.reject(down);
    await loadBlockedPlayers(store);
    expect(store.get(blockedPlayersAtom)).toEqual({ status: 'failed', error: down });
  });

  it('unblocks once per row while the call runs, drops the row, and keeps it when the call fails', async () => {
    const store = withPlayer();
    const unblocked: number[] = [];
    let release: () => void = () => undefined;
    let fail = false;
    store.set(accountApiAtom, {
      blocked: async () => [blocked(3, 30), blocked(2, 20)],
      unblock: (id: number) =>
        new Promise<void>((resolve, reject) => {
          unblocked.push(id);
          release = () => (fail ? reject(new Error('refused')) : resolve());
        }),
    } as AccountApi);
    await loadBlockedPlayers(store);

    const first = unblockPlayer(store, 3);
    expect(await unblockPlayer(store, 3)).toBe(false);
    expect(store.get(unblockingAtom).has(3)).toBe(true);
    release();
    expect(await first).toBe(true);
    expect(unblocked).toEqual([3]);
    expect(store.get(unblockingAtom).size).toBe(0);
    const after = store.get(blockedPlayersAtom);
    expect(after.status === 'ready' && after.value.map((b) => b.id)).toEqual([2]);

    fail = true;
    const failing = unblockPlayer(store, 2);
    release();
    await expect(failing).rejects.toThrow('refused');
    const kept = store.get(blockedPlayersAtom);
    expect(kept.status === 'ready' && kept.value.map((b) => b.id)).toEqual([2]);
    expect(store.get(unblockingAtom).size).toBe(0);
  });
});
