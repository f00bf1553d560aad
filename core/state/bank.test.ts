import { describe, expect, it } from 'vitest';
import { EMERALD_PACKS, type Player } from '../model/index.ts';
import type { PurchaseOutcome } from '../platform.ts';
import { testPlayer } from '../../test/support/testPlayer.ts';
import { purchasePack } from './bank.ts';

/** A host dialog that answers `outcome` (or throws), and a server that answers `mithril` when asked. */
function setup(outcome: PurchaseOutcome | Error, mithril: number) {
  const asked: { id: string; price: number }[] = [];
  const stored: Player[] = [];
  const deps = {
    adapter: {
      purchase: async (product: { id: string; price: number }) => {
        asked.push({ id: product.id, price: product.price });
        if (outcome instanceof Error) throw outcome;
        return outcome;
      },
    },
    api: { player: { current: async () => ({ ...testPlayer(), mithril }) } },
    setPlayer: (player: Player) => void stored.push(player),
    currency: 'VOTES' as const,
  };
  return { deps, asked, stored };
}

describe('purchasePack', () => {
  it('asks the host for the pack at its price in the host currency', async () => {
    const { deps, asked } = setup({ kind: 'paid', paymentId: '1' }, 100);
    expect(await purchasePack(deps, EMERALD_PACKS.gems_550)).toBe('paid');
    expect(asked).toEqual([{ id: 'gems_550', price: 64 }]);
  });

  it('reloads the player after every outcome, because the server credit is the truth (hosts.md)', async () => {
    const outcomes: [PurchaseOutcome | Error, string][] = [
      [{ kind: 'paid', paymentId: '1' }, 'paid'],
      [{ kind: 'cancelled' }, 'cancelled'],
      [{ kind: 'failed', reason: 'order box failed' }, 'failed'],
      [new Error('bridge lost'), 'failed'],
    ];
    for (const [outcome, result] of outcomes) {
      const { deps, stored } = setup(outcome, 777);
      expect(await purchasePack(deps, EMERALD_PACKS.gems_100)).toBe(result);
      expect(stored.map((p) => p.mithril)).toEqual([777]);
    }
  });
});
