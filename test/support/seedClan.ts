// A clan written straight in a reference server's database, for route tests about what a clan has (buildings, a
// treasury, members in roles) rather than about founding one: the founding and joining calls have their own tests.
import { ClanBuildingType, type ClanRole } from '../../core/model/index.ts';
import type { Queryable } from '../../fixtures/server/db/Database.ts';

/** Treasury columns of `clans`, by their SQL names. */
export type TreasuryColumn = 'gold' | 'gems' | 'gears' | 'red_crystals' | 'blue_crystals' | 'tickets';

export interface SeedClanOptions {
  /** Unique across the database; a numbered default otherwise. */
  name?: string;
  treasury?: Partial<Record<TreasuryColumn, number>>;
  /** Building levels; every building not named stands at 0. */
  buildings?: Partial<Record<ClanBuildingType, number>>;
  /** When the first member joined (ms); each next member a millisecond later, so seniority follows the list. */
  joinedAt: number;
}

let seeded = 0;

/** Writes a clan with `members` in their roles (players.clan_id kept in step) and answers its id. */
export async function seedClan(
  db: Queryable,
  members: readonly { id: number; role: ClanRole }[],
  options: SeedClanOptions,
): Promise<number> {
  seeded += 1;
  const treasury = Object.entries(options.treasury ?? {});
  const columns = ['name', ...treasury.map(([column]) => column)];
  const [clan] = await db.query<{ id: number }>(
    `INSERT INTO clans (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    [options.name ?? `Seeded clan ${seeded}`, ...treasury.map(([, amount]) => amount)],
  );
  const clanId = clan!.id;
  for (const type of Object.values(ClanBuildingType)) {
    await db.query('INSERT INTO clan_buildings (clan_id, type, level) VALUES ($1, $2, $3)', [clanId, type, options.buildings?.[type] ?? 0]);
  }
  for (const [index, member] of members.entries()) {
    await db.query('INSERT INTO clan_members (player_id, clan_id, role, joined_at) VALUES ($1, $2, $3, $4)', [
      member.id, clanId, member.role, new Date(options.joinedAt + index),
    ]);
    await db.query('UPDATE players SET clan_id = $2 WHERE id = $1', [member.id, clanId]);
  }
  return clanId;
}
