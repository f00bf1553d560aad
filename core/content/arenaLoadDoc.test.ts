import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MATCHMAKING } from '../rules/index.ts';

it('documents in ARENA.md exactly the matchmaking numbers the rules and the query use', () => {
  const doc = readFileSync(new URL('./ARENA.md', import.meta.url), 'utf8');
  const rows = doc.split('\n').filter((line) => /^\| `\w+` \| \d+ \|/.test(line));
  const documented = rows.map((row) => {
    const [, key, value] = row.split('|');
    return [key!.trim().slice(1, -1), Number(value)] as const;
  });
  expect(Object.fromEntries(documented)).toEqual({ ...MATCHMAKING });
});
