import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ClanPermission, ClanRole } from '../model/index.ts';
import { CLAN_PERMISSIONS } from '../rules/index.ts';

it('documents in CLANS.md exactly the permission table the rules enforce', () => {
  const doc = readFileSync(new URL('./CLANS.md', import.meta.url), 'utf8');
  const roles = Object.values(ClanRole);
  for (const permission of Object.values(ClanPermission)) {
    const row = doc.split('\n').find((line) => line.startsWith(`| ${permission} |`));
    expect(row, permission).toBeDefined();
    const cells = row!.split('|').slice(2, 2 + roles.length).map((cell) => cell.trim() === '✓');
    expect([permission, cells]).toEqual([permission, roles.map((role) => CLAN_PERMISSIONS[role].includes(permission))]);
  }
});
