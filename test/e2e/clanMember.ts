import type { Browser, Page } from '@playwright/test';
import { clickHeaderAction, registerTrialPlayer } from './helpers.ts';
import type { OwnServer } from './ownServer.ts';
import { headerShows, openGame } from '../support/openGame.ts';

/** Columns of `players` a clan spec sets besides the member's own (mithril for a speed-up). */
export interface ClanMemberColumns {
  mithril?: number;
}

/**
 * A new trial player written into clan `clanId` in `role` straight in the database: level 15, no gold (the header's
 * "0" is the spec's sign the page is in), joined a minute ago. Founding and inviting are clans.spec's; the raid and
 * clan boss specs start from a clan that has its members.
 */
export async function seededClanMember(
  own: OwnServer,
  clanId: number,
  role: string,
  name: string,
  columns: ClanMemberColumns = {},
): Promise<{ token: string; id: number }> {
  const answer = await registerTrialPlayer(own.baseURL);
  const id: number = answer.json.player.id;
  await own.server.db.query(
    'UPDATE players SET level = 15, gold = 0, mithril = coalesce($4, mithril), name = $2, clan_id = $3 WHERE id = $1',
    [id, name, clanId, columns.mithril ?? null],
  );
  await own.server.db.query('INSERT INTO clan_members (player_id, clan_id, role, joined_at) VALUES ($1, $2, $3, $4)', [
    id, clanId, role, new Date(Date.now() - 60_000),
  ]);
  return { token: answer.token, id };
}

/** Opens the game as `token`'s player (no gold: the header's "0" says the game is in) in `lang` and the clan page. */
export async function openClanPage(browser: Browser, own: OwnServer, token: string, lang: 'en' | 'ru'): Promise<Page> {
  const page = await openGame(browser, own.baseURL, token, lang, { ready: headerShows('data-gold', '0') });
  await clickHeaderAction(page, lang === 'en' ? 'Clan' : 'Клан');
  return page;
}

/** Opens the game as `token`'s player in `lang` and the clan page at its Raid tab. */
export async function openClanRaidTab(browser: Browser, own: OwnServer, token: string, lang: 'en' | 'ru'): Promise<Page> {
  const page = await openClanPage(browser, own, token, lang);
  await page.locator('#clan-tab-raid').click();
  return page;
}
