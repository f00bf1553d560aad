import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CLAN_SHIELD_REFLECT_PCT } from '../rules/index.ts';

it("documents in CLANS.md exactly the clan shield's reflected percents the rules apply", () => {
  const doc = readFileSync(new URL('./CLANS.md', import.meta.url), 'utf8');
  const row = doc.split('\n').find((line) => line.startsWith('| reflected % |'));
  expect(row).toBeDefined();
  const cells = row!.split('|').slice(2, -1).map((cell) => Number(cell.trim()));
  expect(cells).toEqual([...CLAN_SHIELD_REFLECT_PCT]);
});
