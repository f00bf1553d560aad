import type { HealthOption } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import { requireApi, type StoreAccess } from './character.ts';

/** The ways to heal the squad now, with their prices (API health/options): the server decides what is offered. */
export const loadHealthOptions = (store: StoreAccess): Promise<HealthOption[]> => requireApi(store).player.healthOptions();

/** Heals the squad with `option` (API health/{id}/restore); the server answers the healed player, stored here. */
export async function restoreHealth(store: StoreAccess, option: HealthOption): Promise<void> {
  store.set(playerAtom, await requireApi(store).player.restoreHealth(option.id));
}
