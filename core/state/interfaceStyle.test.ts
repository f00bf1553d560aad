import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { InterfaceMode, type Player, type PlayerInfo } from '../model/index.ts';
import { playerAtom, playerInfoAtom } from './atoms.ts';
import { followStartupInterfaceStyle, interfaceStyleAtom } from './interfaceStyle.ts';

const infoWith = (interfaceMode: InterfaceMode): PlayerInfo => ({ player: { interfaceMode } as Player }) as PlayerInfo;

describe('interface style (product §4: a style change needs a restart)', () => {
  it('is MODERN (a new player’s mode) until a player is known, then the first player’s mode', () => {
    const store = createStore();
    followStartupInterfaceStyle(store);
    expect(store.get(interfaceStyleAtom)).toBe(InterfaceMode.MODERN);
    store.set(playerInfoAtom, infoWith(InterfaceMode.ORIGINAL));
    expect(store.get(interfaceStyleAtom)).toBe(InterfaceMode.ORIGINAL);
  });

  it('takes the mode of a player already loaded', () => {
    const store = createStore();
    store.set(playerInfoAtom, infoWith(InterfaceMode.ORIGINAL));
    followStartupInterfaceStyle(store);
    expect(store.get(interfaceStyleAtom)).toBe(InterfaceMode.ORIGINAL);
  });

  it('keeps the page’s style when the setting is switched, until the restart', () => {
    const store = createStore();
    store.set(playerInfoAtom, infoWith(InterfaceMode.ORIGINAL));
    followStartupInterfaceStyle(store);
    const player = store.get(playerAtom);
    if (!player) throw new Error('no player');
    store.set(playerAtom, { ...player, interfaceMode: InterfaceMode.MODERN });
    expect(store.get(interfaceStyleAtom)).toBe(InterfaceMode.ORIGINAL);
  });
});
