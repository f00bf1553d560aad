import { describe, expect, it } from 'vitest';
import { pollShares } from './pollShares.ts';

const poll = (votes: number[]) => ({
  question: 'q',
  options: votes.map((v, i) => ({ id: i + 1, text: `o${i}`, votes: v })),
  myVote: null,
  totalVotes: votes.reduce((a, b) => a + b, 0),
});

describe('pollShares', () => {
  it('shows every option at 0 % before anyone voted', () => {
    expect([...pollShares(poll([0, 0])).values()]).toEqual([0, 0]);
  });

  it('sums to 100 by giving the rounding to the largest remainders', () => {
    expect([...pollShares(poll([1, 1, 1])).values()]).toEqual([34, 33, 33]);
    expect([...pollShares(poll([2, 1])).values()]).toEqual([67, 33]);
  });
});
