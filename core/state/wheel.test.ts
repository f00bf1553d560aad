import { beforeAll, describe, expect, it } from 'vitest';
import type { WheelView } from '../model/index.ts';
import { playerAtom, toastAtom } from './atoms.ts';
import type { Remote } from './remote.ts';
import {
  loadWheel, spinWheel, takeWheelReward, wheelApiAtom, wheelAtom, wheelLandedAtom, wheelTurnAtom,
} from './wheel.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';

let reference: ReferenceServer;

beforeAll(async () => {
  reference = await sharedReferenceServer();
});

const viewOf = (remote: Remote<WheelView>): WheelView => {
  if (remote.status !== 'ready') throw new Error(`the wheel is ${remote.status}`);
  return remote.value;
};

async function storeWithTickets(tickets: number) {
  const player = await createTestPlayer(reference);
  await reference.server.db.query('UPDATE players SET tickets = $2 WHERE id = $1', [player.id, tickets]);
  const made = await storeFor(reference, player.token);
  made.setPlayer();
  return made;
}

describe('the wheel state against the reference server', () => {
  it('spins to the sector the server drew, shows the spent ticket in the header, then takes the reward', async () => {
    const { store } = await storeWithTickets(2);
    await loadWheel(store);
    expect(viewOf(store.get(wheelAtom)).tickets).toBe(2);
    const logged: unknown[][] = [];
    expect(await spinWheel(store, 'usual', { logError: (...args) => logged.push(args) })).toBe(true);
    const spun = viewOf(store.get(wheelAtom));
    expect(store.get(wheelTurnAtom)).toEqual({ id: 1, ticket: 'usual', sectorIndex: spun.pending!.sectorIndex });
    expect(store.get(playerAtom)!.tickets).toBe(1);
    expect(await takeWheelReward(store, spun.creatures[0]!.id, { logError: (...args) => logged.push(args) })).toBe(true);
    expect(viewOf(store.get(wheelAtom))).toMatchObject({ pending: null, taken: spun.pending });
    expect(logged).toEqual([]);
  });

  it('shows a reward left waiting as landed when the page opens again', async () => {
    const { store } = await storeWithTickets(1);
    await loadWheel(store);
    await spinWheel(store, 'usual');
    // The page closed and opened again: nothing turned in this visit.
    store.set(wheelTurnAtom, null);
    store.set(wheelLandedAtom, 0);
    await loadWheel(store);
    const turn = store.get(wheelTurnAtom)!;
    expect(turn.sectorIndex).toBe(viewOf(store.get(wheelAtom)).pending!.sectorIndex);
    expect(store.get(wheelLandedAtom)).toBe(turn.id);
  });

  it('toasts a spin without a ticket in the catalogue wording and keeps the wheel shown', async () => {
    const { store } = await storeWithTickets(0);
    await loadWheel(store);
    expect(await spinWheel(store, 'usual')).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('Not enough tickets');
    expect(viewOf(store.get(wheelAtom)).pending).toBeNull();
  });

  it('logs an error when a spin or reward answer lacks creatures (technical §8)', async () => {
    const { store } = await storeWithTickets(1);
    await loadWheel(store);
    const { creatures: _, ...bare } = viewOf(store.get(wheelAtom));
    const pending = { ticket: 'usual' as const, sectorIndex: 0, sector: { prize: 'gold' as const, amount: 1 } };
    store.set(wheelApiAtom, {
      status: async () => bare as WheelView,
      spin: async () => ({ ...bare, pending }) as WheelView,
      take: async () => bare as WheelView,
    });
    const logged: unknown[][] = [];
    await spinWheel(store, 'usual', { logError: (...args) => logged.push(args) });
    await takeWheelReward(store, null, { logError: (...args) => logged.push(args) });
    expect(logged.map((args) => args[0])).toEqual(['Wheel: the spin answer lacks creatures', 'Wheel: the reward answer lacks creatures']);
  });
});
