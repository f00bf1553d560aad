// Brings one shot of plan.ts on screen, reusing the browser suites' ways in (test/e2e/helpers.ts, clanMember.ts,
// test/support/seedClan.ts): a fresh player per shot, given what the shot needs straight in the database.
import { expect, type Browser, type Page } from '@playwright/test';
import { COMPANIONS, heroClassIds } from '../../core/content/index.ts';
import { ARENA_LEVEL, ClanBuildingType, ClanRole } from '../../core/model/index.ts';
import { lairPosY, ROAD_RULES } from '../../core/rules/index.ts';
import { seedClan } from '../../test/support/seedClan.ts';
import { apiGet, clickHeaderAction, openRewardPage, registerTrialPlayer, waitForScene } from '../../test/e2e/helpers.ts';
import type { OwnServer } from '../../test/e2e/ownServer.ts';
import type { Lang, Shot, Size } from './plan.ts';

/** The header's Settings action in each language (core/ui/Header.tsx). */
const SETTINGS = { en: 'Settings', ru: 'Настройки' } as const;

interface Player {
  id: number;
  token: string;
}

async function newPlayer(own: OwnServer, lang: Lang, columns: Record<string, number> = {}): Promise<Player> {
  const answer = await registerTrialPlayer(own.baseURL, lang === 'en' ? 'EN' : 'RU');
  const id: number = answer.json.player.id;
  const entries = Object.entries(columns);
  if (entries.length > 0)
    await own.server.db.query(`UPDATE players SET ${entries.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
      id, ...entries.map(([, v]) => v),
    ]);
  return { id, token: answer.token };
}

async function openAs(browser: Browser, own: OwnServer, size: Size, token: string | null, lang: Lang, before?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.baseURL, viewport: size });
  if (token) await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  // A shot that never comes says why: the page's errors go to the run's output.
  page.on('console', (m) => m.type() === 'error' && console.error(`[page] ${m.text()}`));
  page.on('pageerror', (e) => console.error(`[page] ${e.message}`));
  await before?.(page);
  await page.goto(`/?lang=${lang}`);
  return page;
}

/** The player stands before the lair of `stair` (beaten up to the stair below), so its button is on the road HUD. */
const atLair = (stair: number) => ({ best_victory_stair: stair - 1, coordinate: lairPosY(stair) - ROAD_RULES.lairStop });

/** Inside the snow world: a stay that began now; the events page loads it into the game. */
async function intoSnow(own: OwnServer, page: Page, lang: Lang, player: Player): Promise<void> {
  await own.server.db.query('INSERT INTO snow_world_visits (player_id, entered_at) VALUES ($1, $2)', [player.id, new Date()]);
  await openRewardPage(page, lang, 'events');
  await expect(page.locator('#snow-world')).toHaveAttribute('data-state', 'inside');
  await page.locator('#events-page .panel-close').click();
  await expect(page.locator('#events-page')).toHaveCount(0);
}

/** A player in the arena with a squad and `cups`, as arenaScene.spec makes them. */
async function arenaPlayer(own: OwnServer, lang: Lang, cups: number): Promise<Player> {
  const player = await newPlayer(own, lang, { level: ARENA_LEVEL });
  // Matchmaking skips nameless players (arenaStore.ts: a trial player has no name until registered), so without a
  // name the defender was never found and the shot showed "No opponent".
  await own.server.db.query('UPDATE players SET name = $2 WHERE id = $1', [player.id, `Shot ${player.id}`]);
  await apiGet(own.baseURL, '/api/heroes', player.token);
  expect((await apiGet(own.baseURL, '/api/arena/info', player.token)).status).toBe(200);
  await own.server.db.query('UPDATE arena_players SET cups = $2 WHERE player_id = $1', [player.id, cups]);
  return player;
}

/** What a seeded writer keeps of their figures: their chosen hero, only the companion (the hero lost), or none. */
type WriterFigures = 'hero' | 'companion' | 'none';
/** The three writers of the mail and chat shots, in order: each way a portrait can stand beside a line. */
const WRITER_FIGURES: readonly WriterFigures[] = ['hero', 'companion', 'none'];

/** A new player named `name` plus their id, keeping `figures` of their creatures. */
async function namedWriter(own: OwnServer, lang: Lang, name: string, figures: WriterFigures, columns: Record<string, number> = {}): Promise<Player> {
  const writer = await newPlayer(own, lang, columns);
  await own.server.db.query('UPDATE players SET name = $2 WHERE id = $1', [writer.id, `${name}${writer.id}`]);
  if (figures === 'companion') await own.server.db.query('DELETE FROM creatures WHERE player_id = $1 AND slot = 0', [writer.id]);
  if (figures === 'none') await own.server.db.query('DELETE FROM creatures WHERE player_id = $1', [writer.id]);
  return writer;
}

/** Letters to `reader` from three writers: one with their chosen hero, one who lost it (the companion), one with no hero. */
async function seedLetters(own: OwnServer, lang: Lang, reader: Player): Promise<void> {
  const texts = {
    en: ['Meet me at the forest lair tonight.', 'Thanks for the gift!', 'Does your clan take new players?'],
    ru: ['Встретимся вечером у логова в лесу.', 'Спасибо за подарок!', 'Ваш клан принимает новичков?'],
  }[lang];
  const names = ['Mirelle', 'Torvald', 'Ash'];
  for (const [i, text] of texts.entries()) {
    const writer = await namedWriter(own, lang, names[i] ?? '', WRITER_FIGURES[i] ?? 'hero');
    await own.server.db.query('INSERT INTO mail_messages (sender_id, receiver_id, text, created_at) VALUES ($1, $2, $3, $4)', [
      writer.id, reader.id, text, new Date(Date.now() - (3 - i) * 60_000),
    ]);
    if (i === 0) await own.server.db.query('INSERT INTO mail_messages (sender_id, receiver_id, text, created_at) VALUES ($1, $2, $3, $4)', [
      reader.id, writer.id, lang === 'en' ? 'I will be there.' : 'Буду.', new Date(Date.now() - 150_000),
    ]);
  }
}

/** Chat lines from three authors: one with their hero, one with only the companion, one with no hero (a round initial). */
async function seedChat(own: OwnServer, lang: Lang): Promise<void> {
  const texts = {
    en: ['Anyone for the stair 15 keeper?', 'The snow world opens on the 5th!', 'Looking for a clan, level 15.'],
    ru: ['Кто со мной на стража 15-й ступени?', 'Снежный мир открывается 5-го!', 'Ищу клан, уровень 15.'],
  }[lang];
  const names = ['Rowan', 'Ilse', 'Brann'];
  for (const [i, text] of texts.entries()) {
    const author = await namedWriter(own, lang, names[i] ?? '', WRITER_FIGURES[i] ?? 'hero', { level: 15 });
    await own.server.db.query("INSERT INTO chat_messages (room, author_id, text, created_at) VALUES ('MAIN', $1, $2, $3)", [
      author.id, text, new Date(Date.now() - (3 - i) * 60_000),
    ]);
  }
}

/** Opens the page of a shot and brings its scene or overlay on screen; the caller takes the picture. */
export async function stageShot(browser: Browser, own: OwnServer, shot: Shot, lang: Lang, size: Size): Promise<Page> {
  switch (shot.kind) {
    case 'selection': {
      const page = await openAs(browser, own, size, null, lang);
      await waitForScene(page, 'characterSelection');
      // The tiles' portraits come in a chunk of their own after the HUD: on a busy machine the settle time was not
      // enough and the shot showed empty tiles.
      await expect(page.locator('[data-testid="character-selection"] .tile-btn svg.portrait')).toHaveCount(heroClassIds.length + COMPANIONS.length);
      return page;
    }
    case 'loading': {
      // The game's calls are held, so the loading screen stays while it is shot.
      const page = await openAs(browser, own, size, null, lang, async (p) => {
        await p.route('**/api/**', () => undefined);
      });
      await expect(page.locator('#loading')).toBeVisible();
      return page;
    }
    case 'road':
    case 'battle': {
      const stair = shot.stair ?? 1;
      const player = await newPlayer(own, lang, atLair(stair));
      const page = await openAs(browser, own, size, player.token, lang, async (p) => {
        if (shot.newYear) await p.clock.setSystemTime(new Date(new Date().getFullYear(), 11, 31, 12));
      });
      await waitForScene(page, 'road');
      if (shot.snow) await intoSnow(own, page, lang, player);
      if (shot.kind === 'road') {
        if (shot.snow) await expect(page.locator('canvas[data-road-world="snow"]')).toHaveCount(1);
        // The depth part names itself on the canvas; a build from before it (`--build=` an older one) has none.
        else await page.locator('canvas[data-road-depth]').waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
        return page;
      }
      await page.locator('#road-hud button[data-place-type="CUSTOM_PLACE"]').first().click();
      await waitForScene(page, 'battle');
      await page.locator('canvas[data-backdrop]').waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
      return page;
    }
    case 'arena':
    case 'arenaBattle': {
      await arenaPlayer(own, lang, 500);
      const raider = await arenaPlayer(own, lang, 250);
      const page = await openAs(browser, own, size, raider.token, lang);
      await waitForScene(page, 'road');
      await clickHeaderAction(page, '#header-arena');
      await page.locator('#arena-attack').click();
      await waitForScene(page, 'arena');
      if (shot.kind === 'arena') return page;
      await page.locator('#arena-fight').click();
      await waitForScene(page, 'battle');
      return page;
    }
    case 'clan': {
      const leader = await newPlayer(own, lang, { level: 15, gold: 1500 });
      await seedClan(own.server.db, [{ id: leader.id, role: ClanRole.LEADER }], {
        joinedAt: Date.now() - 60_000,
        buildings: { [ClanBuildingType.EXPERIENCE]: 2, [ClanBuildingType.CLAN_SHIELD]: 1, [ClanBuildingType.GEAR_FACTORY]: 1, [ClanBuildingType.HALL_OF_FAME]: 1 },
      });
      const page = await openAs(browser, own, size, leader.token, lang);
      await waitForScene(page, 'road');
      await clickHeaderAction(page, '#header-clan');
      await page.locator('#clan-visit-hall').click();
      await waitForScene(page, 'clan');
      return page;
    }
    case 'creature': {
      const player = await newPlayer(own, lang);
      const page = await openAs(browser, own, size, player.token, lang);
      await waitForScene(page, 'road');
      await clickHeaderAction(page, '#header-heroes');
      await page.locator('.hero-view').first().click();
      await waitForScene(page, 'creature');
      return page;
    }
    case 'overlay': {
      const player = await newPlayer(own, lang, { level: 15, gold: 500, tickets: 2 });
      if (shot.open === 'mail') await seedLetters(own, lang, player);
      if (shot.open === 'chat') await seedChat(own, lang);
      const page = await openAs(browser, own, size, player.token, lang);
      await waitForScene(page, 'road');
      if (shot.open === 'wheel') await openRewardPage(page, lang, 'wheel');
      else if (shot.open === 'bank') await page.locator('#buy-emeralds').click();
      else if (shot.open === 'settings') await clickHeaderAction(page, SETTINGS[lang]);
      else await clickHeaderAction(page, `#header-${shot.open}`);
      await expect(page.locator('.overlay').first()).toBeVisible();
      if (shot.dialog) await page.locator('#mail-page .room').last().click();
      return page;
    }
  }
}
