import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LEAGUE_ORDER, ARENA_OPPONENT } from '../rules/index.ts';
import { ARENA_LOOKS, hexOf } from './arenaLooks.ts';

const doc = readFileSync(new URL('./ARENA.md', import.meta.url), 'utf8');

it('documents in ARENA.md exactly the league looks the arena scene draws', () => {
  const rows = doc.split('\n').filter((line) => /^\| [A-Z][a-z]+ \| #/.test(line));
  expect(rows.map((row) => row.split('|').slice(2, 9).map((cell) => cell.trim()))).toEqual(
    LEAGUE_ORDER.map((league) => {
      const look = ARENA_LOOKS[league];
      return [...[look.stone, look.floor, look.banner, look.trim, look.sky].map(hexOf), String(look.banners), String(look.tiers)];
    }),
  );
});

it('documents the hold and the reroll numbers the server uses', () => {
  expect(doc).toContain(`| hold | ${ARENA_OPPONENT.holdMinutes} minutes`);
  expect(doc).toContain(`| free other opponents | ${ARENA_OPPONENT.freeRerolls} a UTC day`);
  expect(doc).toContain(`| price after that | ${ARENA_OPPONENT.rerollGold} gold each`);
});

it('gives higher leagues never fewer banners or tiers, and every league a look of its own', () => {
  const looks = LEAGUE_ORDER.map((league) => ARENA_LOOKS[league]);
  looks.slice(1).forEach((look, i) => {
    expect(look.banners).toBeGreaterThanOrEqual(looks[i]!.banners);
    expect(look.tiers).toBeGreaterThanOrEqual(looks[i]!.tiers);
  });
  expect(new Set(looks.map((l) => `${l.stone}/${l.banner}/${l.trim}`)).size).toBe(LEAGUE_ORDER.length);
});
