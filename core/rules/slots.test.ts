import { describe, expect, it } from 'vitest';
import { layoutCreatureSlots } from './slots.ts';
import { testCreature } from '../../test/support/testCreature.ts';

const fighter = (id: number) => testCreature(id, 7, {});
const idler = (id: number) => ({ ...testCreature(id, 7, {}), combative: false });

describe('layoutCreatureSlots (technical §9)', () => {
  it('has 12 slots, combative from 5 downward, others from 6 upward', () => {
    const slots = layoutCreatureSlots([fighter(1), idler(2), fighter(3), idler(4), fighter(5)]);
    expect(slots).toHaveLength(12);
    expect(slots.map((c) => c?.id ?? null)).toEqual([null, null, null, 5, 3, 1, 2, 4, null, null, null, null]);
  });
  it('leaves out creatures beyond a half', () => {
    const many = Array.from({ length: 8 }, (_, i) => fighter(i + 1));
    const slots = layoutCreatureSlots(many);
    expect(slots.slice(0, 6).map((c) => c?.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(slots.slice(6).every((c) => c === null)).toBe(true);
  });
  it('is all empty for no creatures', () => {
    expect(layoutCreatureSlots([])).toEqual(Array(12).fill(null));
  });
});
