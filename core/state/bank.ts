import type { ApiClient } from '../api/ApiClient.ts';
import type { EmeraldPack, PaymentCurrency, Player } from '../model/index.ts';
import { packProduct, type PlatformAdapter, type PurchaseOutcome } from '../platform.ts';
import { adapterAtom, playerAtom } from './atoms.ts';
import { acknowledgeReceived } from './bankOrder.ts';
import { requireApi, type StoreAccess } from './character.ts';

export type PurchaseResult = PurchaseOutcome['kind'];

export interface PurchaseDeps {
  adapter: Pick<PlatformAdapter, 'purchase'>;
  api: { player: Pick<ApiClient['player'], 'current'> };
  setPlayer(player: Player): void;
  currency: PaymentCurrency;
}

/**
 * Buys one emerald pack through the host's dialog (issue 3), then ALWAYS reloads the player: the outcome the
 * host's dialog reports is a hint, the balance the server credited on the host's confirmation is the truth
 * (hosts.md: VK's order box can report failure after a payment went through).
 */
export async function purchasePack(deps: PurchaseDeps, pack: EmeraldPack): Promise<PurchaseResult> {
  let outcome: PurchaseOutcome;
  try {
    outcome = await deps.adapter.purchase(packProduct(pack, deps.currency));
  } catch (error: unknown) {
    console.error('Purchase failed', error);
    outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  try {
    deps.setPlayer(await deps.api.player.current());
  } catch (error: unknown) {
    console.error('Reloading the player after a purchase failed', error);
  }
  return outcome.kind;
}

/** The money this host sells in (mystore may choose; the others sell in roubles or their own unit). */
export const purchaseCurrency = (adapter: Pick<PlatformAdapter, 'currency'>): PaymentCurrency => adapter.currency ?? 'RUB';

/** `purchasePack` with this store's host, API client and player; the reloaded balance is then acknowledged. */
export async function buyPack(store: StoreAccess, pack: EmeraldPack): Promise<PurchaseResult> {
  const adapter = store.get(adapterAtom);
  if (!adapter) throw new Error('State: the host adapter is not set (boot sets adapterAtom first)');
  const result = await purchasePack(
    { adapter, api: requireApi(store), setPlayer: (player) => store.set(playerAtom, player), currency: purchaseCurrency(adapter) },
    pack,
  );
  await acknowledgeReceived(store);
  return result;
}
