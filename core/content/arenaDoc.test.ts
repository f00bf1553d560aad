import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LEAGUE_MIN_CUPS, LEAGUE_ORDER, LEAGUE_REWARD } from '../rules/index.ts';

it('documents in ARENA.md exactly the leagues, boundaries and daily rewards the rules use', () => {
  const doc = readFileSync(new URL('./ARENA.md', import.meta.url), 'utf8');
  const rows = doc.split('\n').filter((line) => /^\| [A-Z][a-z]+ \| \d+ \|/.test(line));
  expect(rows.map((row) => row.split('|').slice(2, 6).map((cell) => Number(cell.trim())))).toEqual(
    LEAGUE_ORDER.map((league) => {
      const reward = LEAGUE_REWARD[league];
      return [LEAGUE_MIN_CUPS[league], reward.gold, reward.mithril, reward.tickets];
    }),
  );
});
