import { describe, expect, it } from 'vitest';
import { League } from '../../model/index.ts';
import { createRng, rngInt } from '../rng.ts';
import { CUPS, LEAGUE_MIN_CUPS, LEAGUE_ORDER, LEAGUE_REWARD, MATCHMAKING } from './arenaData.ts';
import { chooseOpponent, type ArenaFighter } from './chooseOpponent.ts';
import { cupsChange } from './cupsChange.ts';
import { higherLeague, leagueOf } from './leagueOf.ts';
import { nextArenaReward } from './nextArenaReward.ts';

const CUP_LEVELS = [0, 3, 50, 100, 400, 700, 1000, 1500, 2500, 4000];

describe('cupsChange', () => {
  it('never takes cups from a winner nor gives them to a loser, and the loser never goes below 0', () => {
    for (const a of CUP_LEVELS) {
      for (const d of CUP_LEVELS) {
        const win = cupsChange(a, d, true);
        const loss = cupsChange(a, d, false);
        expect(win.attacker).toBeGreaterThan(0);
        expect(win.defender).toBeLessThanOrEqual(0);
        expect(d + win.defender).toBeGreaterThanOrEqual(0);
        expect(loss.attacker).toBeLessThanOrEqual(0);
        expect(a + loss.attacker).toBeGreaterThanOrEqual(0);
        expect(loss.defender).toBeGreaterThan(0);
      }
    }
  });

  it('stays within the bounds of one fight', () => {
    for (const a of CUP_LEVELS) {
      for (const d of CUP_LEVELS) {
        for (const won of [true, false]) {
          const change = cupsChange(a, d, won);
          for (const side of [change.attacker, change.defender]) {
            expect(Math.abs(side)).toBeLessThanOrEqual(CUPS.max);
          }
          expect(Math.max(change.attacker, change.defender)).toBeGreaterThanOrEqual(CUPS.min);
        }
      }
    }
  });

  it('pays an underdog more for a win than a favourite', () => {
    expect(cupsChange(500, 1500, true).attacker).toBeGreaterThan(cupsChange(1500, 500, true).attacker);
    expect(cupsChange(1000, 1000, true).attacker).toBe(Math.round(CUPS.k / 2));
  });

  it('is symmetric: an attacker winning moves what the same defender winning would, mirrored', () => {
    for (const a of [600, 900, 1400]) {
      for (const d of [700, 1000, 1200]) {
        const attackerWins = cupsChange(a, d, true);
        const defenderWins = cupsChange(d, a, false);
        expect(attackerWins).toEqual({ attacker: defenderWins.defender, defender: defenderWins.attacker });
        expect(attackerWins.attacker).toBe(-attackerWins.defender);
      }
    }
  });
});

describe('leagueOf', () => {
  it('climbs each league at its boundary and falls back just below it', () => {
    for (const league of LEAGUE_ORDER) {
      const min = LEAGUE_MIN_CUPS[league];
      expect(leagueOf(min)).toBe(league);
      if (min > 0) expect(leagueOf(min - 1)).toBe(LEAGUE_ORDER[LEAGUE_ORDER.indexOf(league) - 1]);
    }
    expect(leagueOf(0)).toBe(League.NOVICE);
    expect(leagueOf(1_000_000)).toBe(League.CHAMPIONS);
  });

  it('keeps the higher league as the best', () => {
    expect(higherLeague(League.GOLD, League.STONE)).toBe(League.GOLD);
    expect(higherLeague(League.STONE, League.GOLD)).toBe(League.GOLD);
  });

  it('pays a higher league at least as much of everything, and more gold', () => {
    for (let i = 1; i < LEAGUE_ORDER.length; i++) {
      const lower = LEAGUE_REWARD[LEAGUE_ORDER[i - 1]!];
      const higher = LEAGUE_REWARD[LEAGUE_ORDER[i]!];
      expect(higher.gold).toBeGreaterThan(lower.gold);
      expect(higher.mithril).toBeGreaterThanOrEqual(lower.mithril);
      expect(higher.tickets).toBeGreaterThanOrEqual(lower.tickets);
    }
  });
});

describe('chooseOpponent', () => {
  const me: ArenaFighter = { id: 1, strength: 1000, clanId: 7 };

  it('never picks the attacker, a clanmate or a recent opponent', () => {
    const others: ArenaFighter[] = [me, { id: 2, strength: 1000, clanId: 7 }, { id: 3, strength: 1000, clanId: null }, { id: 4, strength: 5000, clanId: null }];
    for (let seed = 1; seed < 50; seed++) {
      expect(chooseOpponent(me, others, [3], createRng(seed))?.id).toBe(4);
    }
    expect(chooseOpponent(me, [me, { id: 2, strength: 1000, clanId: 7 }], [], createRng(1))).toBeNull();
  });

  it('on a generated population, picks an opponent within the strength band nearly always', () => {
    const rng = createRng(20_261_125);
    const population: ArenaFighter[] = Array.from({ length: 400 }, (_, i) => ({
      id: i + 10,
      strength: rngInt(rng, 200, 6000),
      clanId: rngInt(rng, 0, 9) === 0 ? 5 : null,
    }));
    let inBand = 0;
    const attempts = 500;
    for (let n = 0; n < attempts; n++) {
      const attacker = population[rngInt(rng, 0, population.length - 1)]!;
      const chosen = chooseOpponent(attacker, population, [], rng);
      expect(chosen).not.toBeNull();
      if (Math.abs(chosen!.strength - attacker.strength) <= (attacker.strength * MATCHMAKING.bandPct) / 100) inBand++;
    }
    expect(inBand / attempts).toBeGreaterThan(0.95);
  });
});

describe('nextArenaReward', () => {
  const at = (iso: string) => Date.parse(iso);

  it('is the next moment the player\'s clock shows the chosen time', () => {
    // 20:00 in Moscow (UTC+3) is 17:00 UTC.
    expect(nextArenaReward(at('2026-03-01T10:00:00Z'), 20 * 60, 180)).toBe(at('2026-03-01T17:00:00Z'));
    expect(nextArenaReward(at('2026-03-01T17:00:00Z'), 20 * 60, 180)).toBe(at('2026-03-02T17:00:00Z'));
    // 01:00 in New York (UTC−5) is 06:00 UTC, even when UTC is already on the next day.
    expect(nextArenaReward(at('2026-03-01T23:00:00Z'), 60, -300)).toBe(at('2026-03-02T06:00:00Z'));
  });
});
