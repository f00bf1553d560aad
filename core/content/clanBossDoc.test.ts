import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CLAN_BOSS, CLAN_BOSS_SCALE } from '../rules/index.ts';

it('documents in ARENA.md exactly the clan boss numbers the rules use', () => {
  const doc = readFileSync(new URL('./ARENA.md', import.meta.url), 'utf8');
  const rows = doc.split('\n').filter((line) => /^\| [a-z].* \| \d+ \| `\w+` \|$/.test(line));
  const documented = Object.fromEntries(
    rows.map((row) => {
      const [, , value, key] = row.split('|').map((cell) => cell.trim());
      return [key!.replaceAll('`', ''), Number(value)];
    }),
  );
  expect(documented).toEqual({
    maxPlayers: CLAN_BOSS.maxPlayers,
    gatherMs: CLAN_BOSS.gatherMs / 1000,
    turnMs: CLAN_BOSS.turnMs / 1000,
    stair: CLAN_BOSS.stair,
    monsters: CLAN_BOSS.monsters,
    clanExperience: CLAN_BOSS.clanExperience,
  });
});

it('documents in ARENA.md exactly the clan boss scale by party the rules use', () => {
  const doc = readFileSync(new URL('./ARENA.md', import.meta.url), 'utf8');
  const rows = doc.split('\n').filter((line) => /^\| \d+ \| \d+ \| \d+ \|$/.test(line));
  const documented = Object.fromEntries(
    rows.map((row) => {
      const [, players, healthPct, attackPct] = row.split('|').map((cell) => cell.trim());
      return [players!, { healthPct: Number(healthPct), attackPct: Number(attackPct) }];
    }),
  );
  expect(documented).toEqual(CLAN_BOSS_SCALE);
});
