import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '../support/e2eTest.ts';
import { apiPost, clickHeaderAction } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// The social suite runs its own reference server in this process (in-memory database, the built own bundle),
// because its players need what no public call grants: level 10 for chat (product §5) and a moderator. It
// writes those straight into the server's database, and drops every STOMP socket at will (broker.close()).
const root = path.resolve(import.meta.dirname, '../..');
const staticDir = process.env.SOCIAL_E2E_STATIC_DIR ?? path.join(root, 'builds/own');

const own = ownServer({ staticDir });

let nameSeq = 0;

interface TestPlayer {
  id: number;
  name: string;
  token: string;
}

/** A trial player made through the API, then named, levelled and given an access level in the database. */
async function makePlayer(options: { name?: string; level?: number; accessLevel?: string; clanId?: number | null } = {}): Promise<TestPlayer> {
  const answer = await apiPost(own.baseURL, '/api/security/registerTrial', {
    characterAndCompanion: 'human:elf_female',
    domain: '127.0.0.1',
    lang: 'EN',
    sw: '480',
    sh: '800',
    cw: '480',
    ch: '700',
    frontVersion: '571',
  });
  if (answer.status !== 200 || !answer.token) throw new Error(`registerTrial failed: ${answer.status}`);
  const id: number = answer.json.player.id;
  const name = options.name ?? `Hero${Date.now() % 100000}${++nameSeq}`;
  await own.server.db.query('UPDATE players SET name = $2, level = $3, access_level = $4, clan_id = $5 WHERE id = $1', [
    id,
    name,
    options.level ?? 10,
    options.accessLevel ?? 'PLAYER',
    options.clanId ?? null,
  ]);
  return { id, name, token: answer.token };
}

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A browser context signed in as `player` (the own site keeps the token in local storage), on the road. */
async function signIn(browser: Browser, player: TestPlayer, beforeGoto?: (page: Page) => Promise<void>): Promise<Session> {
  const context = await browser.newContext({ baseURL: own.baseURL });
  await context.addInitScript((token) => localStorage.setItem('authorization', token), player.token);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await beforeGoto?.(page);
  await page.goto('/?lang=en');
  await expect(page.locator('#header-chat')).toBeVisible({ timeout: 60_000 });
  return { context, page, errors };
}

async function openChat(page: Page): Promise<void> {
  await clickHeaderAction(page, '#header-chat');
  await expect(page.locator('#chat-page .social')).toHaveAttribute('data-live', 'connected');
}

async function say(page: Page, text: string): Promise<void> {
  const box = page.locator('#chat-page').getByLabel('Your message');
  await box.fill(text);
  await page.locator('#chat-page').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(box).toHaveValue('');
}

/** A line in the main chat sent as the game's chat page sends it (POST /api/chat/MAIN/send, the text as the body). */
async function sayThroughApi(player: TestPlayer, text: string): Promise<void> {
  const sent = await fetch(new URL('/api/chat/MAIN/send', own.baseURL), {
    method: 'POST',
    headers: { authorization: player.token, 'content-type': 'text/plain;charset=UTF-8' },
    body: text,
  });
  expect(sent.status).toBe(200);
}

const chatMessage = (page: Page, text: string) => page.locator('#chat-page .msg').filter({ hasText: text });

test('a chat message reaches the other player live, as text, and a moderator deletes it for both', async ({ browser }) => {
  const ann = await makePlayer();
  const mod = await makePlayer({ accessLevel: 'MODERATOR' });
  const a = await signIn(browser, ann);
  const m = await signIn(browser, mod);
  await openChat(a.page);
  await openChat(m.page);

  const text = `Hello <b>all</b> & <img src=x onerror=alert(1)> ${Date.now()}`;
  await say(a.page, text);
  await expect(chatMessage(m.page, text)).toHaveCount(1);
  const row = chatMessage(m.page, text);
  await expect(row.locator('.msg-author')).toHaveText(ann.name);
  await expect(row.locator('.msg-level')).toHaveText('level 10');
  // The author's chosen hero beside their name (issue 24), on the live message as on the page.
  await expect(row.locator('svg.portrait[data-figure=human_male]')).toBeVisible();
  // Shown as text: no element came out of the markup.
  await expect(m.page.locator('#chat-page .msg-text b, #chat-page .msg-text img')).toHaveCount(0);
  await expect(chatMessage(a.page, text)).toHaveCount(1);
  // A player has no Delete button; the moderator has.
  await expect(chatMessage(a.page, text).getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(chatMessage(m.page, text)).toHaveCount(0);
  await expect(chatMessage(a.page, text)).toHaveCount(0);

  // An author without a hero keeps the row's layout: their name's initial in a round the portrait's size.
  await own.server.db.query('DELETE FROM creatures WHERE player_id = $1', [mod.id]);
  const heroless = `No hero here ${Date.now()}`;
  await say(m.page, heroless);
  const blank = chatMessage(a.page, heroless).locator('.msg-portrait.portrait-none');
  await expect(blank).toHaveText(mod.name.charAt(0).toUpperCase());
  expect(await blank.boundingBox()).toMatchObject({ width: 28, height: 28 });
  await expect(chatMessage(a.page, heroless).locator('svg.portrait')).toHaveCount(0);

  // A message over the limit cannot be sent; the counter says why.
  const box = a.page.locator('#chat-page').getByLabel('Your message');
  await box.fill('x'.repeat(1001));
  await expect(a.page.locator('#chat-page .composer-count')).toHaveAttribute('data-over', 'true');
  await expect(a.page.locator('#chat-page').getByRole('button', { name: 'Send', exact: true })).toBeDisabled();

  // Closing chat marks it seen; a new message from someone else lights the header mark.
  await a.page.locator('#chat-page').getByRole('button', { name: 'Close' }).click();
  await expect(a.page.locator('#header-chat')).toHaveAttribute('data-new', 'false');
  await say(m.page, `moderator speaking ${Date.now()}`);
  await expect(a.page.locator('#header-chat')).toHaveAttribute('data-new', 'true');
  expect(a.errors).toEqual([]);
  expect(m.errors).toEqual([]);
  await a.context.close();
  await m.context.close();
});

test('a private dialog: a letter from the chat, the new-mail mark, a reply with portraits, and blocking', async ({ browser }) => {
  const ann = await makePlayer();
  const bob = await makePlayer();
  // Bob lost his chosen hero: his portrait is his companion's, so each letter shows whose it is.
  await own.server.db.query('DELETE FROM creatures WHERE player_id = $1 AND slot = 0', [bob.id]);
  const a = await signIn(browser, ann);
  const b = await signIn(browser, bob);
  await openChat(a.page);
  await openChat(b.page);
  const hello = `Bob is here ${Date.now()}`;
  await say(b.page, hello);

  // A letter to an author from the chat: the chat closes, mail opens on the dialog.
  await chatMessage(a.page, hello).getByRole('button', { name: 'Write a letter' }).click();
  await expect(a.page.locator('#chat-page')).toHaveCount(0);
  const dialog = a.page.locator(`#mail-page .dialog[data-partner="${bob.id}"]`);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your letter').fill('A secret letter');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.locator('.msg[data-mine="true"]')).toHaveText(/A secret letter/);
  await expect(dialog.locator('.msg[data-mine="true"] svg.portrait')).toHaveAttribute('data-figure', 'human_male');

  await expect(b.page.locator('#header-mail')).toHaveAttribute('data-new', 'true');
  await b.page.locator('#chat-page').getByRole('button', { name: 'Close' }).click();
  await clickHeaderAction(b.page, '#header-mail');
  const room = b.page.locator(`#mail-page .room[data-partner="${ann.id}"]`);
  await expect(room).toContainText('A secret letter');
  await expect(room.locator('.badge-new')).toHaveText('1');
  await expect(room.locator('svg.portrait')).toHaveAttribute('data-figure', 'human_male');
  await room.click();
  const bobDialog = b.page.locator(`#mail-page .dialog[data-partner="${ann.id}"]`);
  await expect(bobDialog.locator('.msg')).toHaveText([/A secret letter/]);
  await bobDialog.getByLabel('Your letter').fill('Got it, thanks');
  await bobDialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.locator('.msg')).toHaveText([/A secret letter/, /Got it, thanks/]);
  // The reply came live (STOMP) with its author's portrait.
  await expect(dialog.locator('.msg[data-mine="false"] svg.portrait')).toHaveAttribute('data-figure', 'elf_female');
  await expect(bobDialog.locator('.msg svg.portrait')).toHaveCount(2);

  // Blocking asks first, then clears the dialog; Bob can no longer write.
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog.locator('.confirm')).toContainText('All your letters with this player will be deleted');
  await dialog.locator('.confirm').getByRole('button', { name: 'Block' }).click();
  await expect(dialog).toHaveAttribute('data-blocked', 'true');
  await expect(dialog.locator('.msg')).toHaveCount(0);
  await bobDialog.getByLabel('Your letter').fill('Hello?');
  await bobDialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(bobDialog.locator('.form-error')).toHaveText('You cannot write to this player');

  // Closing mail refreshes the player: nothing is unread, so the mark goes out.
  await b.page.locator('#mail-page').getByRole('button', { name: 'Close' }).click();
  await expect(b.page.locator('#header-mail')).toHaveAttribute('data-new', 'false');
  expect(a.errors).toEqual([]);
  await a.context.close();
  await b.context.close();
});

test('a player below level 10 is told before typing that writing needs level 10 (issue 10: no dead end); the rating: types, pages of 10, more, and the name filter', async ({ browser }) => {
  const stamp = Date.now() % 100000;
  for (let i = 0; i < 22; i++) await makePlayer({ name: `${i % 7 === 0 ? 'Quill' : 'Rank'}${stamp}x${i}`, level: 40 + i });
  await own.server.db.query("INSERT INTO clans (name, level) VALUES ($1, 70), ($2, 60)", [`Owls${stamp}`, `Hawks${stamp}`]);
  // The rating's viewer is below chat's level: one game opened for both checks (issue 27), the chat's first.
  const viewer = await makePlayer({ level: 9 });
  const s = await signIn(browser, viewer);
  await openChat(s.page);
  const chat = s.page.locator('#chat-page');
  await expect(chat.getByTestId('chat-locked')).toContainText('from level 10 (you are level 9)');
  await expect(chat.getByLabel('Your message')).toBeDisabled();
  await expect(chat.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toHaveCount(0);

  await clickHeaderAction(s.page, '#header-rating');
  const page = s.page.locator('#rating-page');
  await expect(page.locator('.social')).toHaveAttribute('data-status', 'ready');

  await page.locator('select').selectOption('level');
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await expect(page.locator('tbody tr').first()).toContainText(`Quill${stamp}x21`);
  await expect(page.locator('tbody tr').nth(1)).toContainText(`Rank${stamp}x20`);
  await expect(page.locator('tbody tr').first().locator('td').first()).toHaveText('1');
  await expect(page.locator('.rating-meta')).toContainText('Your place:');
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(20);
  await expect(page.locator('tbody tr').nth(10).locator('td').first()).toHaveText('11');

  await page.getByLabel('Player name').fill(`quill${stamp}`);
  await expect(page.locator('tbody tr')).toHaveCount(4);
  await expect(page.locator('tbody tr').first()).toContainText(`Quill${stamp}x21`);
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);

  await page.getByLabel('Player name').fill('');
  await page.locator('select').selectOption('clanLevel');
  await expect(page.locator('tbody tr').first()).toContainText(`Owls${stamp}`);
  await expect(page.locator('tbody tr').nth(1)).toContainText(`Hawks${stamp}`);
  expect(s.errors).toEqual([]);
  await s.context.close();
});

test("a profile opened from the rating, chat or mail replaces that page; a clan's details list its members", async ({ browser }) => {
  const stamp = Date.now() % 100000;
  const [clan] = await own.server.db.query<{ id: number }>('INSERT INTO clans (name, level) VALUES ($1, 7) RETURNING id', [`Lanterns${stamp}`]);
  const captain = await makePlayer({ name: `Captain${stamp}`, level: 33, clanId: clan?.id ?? null });
  const mate = await makePlayer({ name: `Mate${stamp}`, level: 21, clanId: clan?.id ?? null });
  const viewer = await makePlayer({ level: 12 });
  // Only the viewer's screen is looked at: the captain speaks through the API the game's chat sends with (issue 27:
  // a page of its own was a second game drawn for one line; a sender's page in the chat is the first test's).
  const v = await signIn(browser, viewer);
  const profile = v.page.locator('#profile-page');

  // From the rating: the player's card; the rating page is gone.
  await clickHeaderAction(v.page, '#header-rating');
  const rating = v.page.locator('#rating-page');
  await rating.locator('select').selectOption('level');
  await rating.getByLabel('Player name').fill(`captain${stamp}`);
  await expect(rating.locator('tbody tr')).toHaveCount(1);
  await rating.getByRole('button', { name: captain.name }).click();
  await expect(rating).toHaveCount(0);
  await expect(profile.locator('.social')).toHaveAttribute('data-status', 'ready');
  await expect(profile.locator('.profile-name')).toContainText(captain.name);
  await expect(profile.locator('.profile-facts')).toContainText('33');
  // Their starting human and elf, each beside its name (issue 24).
  const squadRows = profile.getByRole('table', { name: 'Squad' }).locator('tbody tr');
  await expect(squadRows.locator('svg.portrait[data-figure]')).toHaveCount(2);

  // The clan link opens the clan's details; a member opens their card.
  await profile.getByRole('button', { name: `Lanterns${stamp}` }).click();
  await expect(profile.locator('h2')).toHaveText('Clan');
  await expect(profile.locator('.social')).toHaveAttribute('data-status', 'ready');
  await expect(profile.locator('.room')).toHaveText([new RegExp(captain.name), new RegExp(mate.name)]);
  await profile.locator(`.room[data-member="${mate.id}"]`).click();
  await expect(profile.locator('.profile-name')).toContainText(mate.name);
  await profile.getByRole('button', { name: 'Close' }).click();

  // From the chat: the author's name opens the card and closes the chat.
  await openChat(v.page);
  const hello = `Lanterns are lit ${Date.now()}`;
  await sayThroughApi(captain, hello);
  await chatMessage(v.page, hello).getByRole('button', { name: captain.name }).click();
  await expect(v.page.locator('#chat-page')).toHaveCount(0);
  await expect(profile.locator('.profile-name')).toContainText(captain.name);

  // A letter from the card; in the dialog the partner's name leads back to the card and closes mail.
  await profile.getByRole('button', { name: 'Write a letter' }).click();
  const dialog = v.page.locator(`#mail-page .dialog[data-partner="${captain.id}"]`);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: captain.name }).click();
  await expect(v.page.locator('#mail-page')).toHaveCount(0);
  await expect(profile.locator('.profile-name')).toContainText(captain.name);

  expect(v.errors).toEqual([]);
  await v.context.close();
});

test('the socket drops: the connection page, then recovery with no message lost or shown twice', async ({ browser }) => {
  const ann = await makePlayer();
  const bob = await makePlayer();
  // Ann's network: while it is down her socket cannot reconnect and the connection check fails.
  let down = false;
  const annSockets: WebSocketRoute[] = [];
  const a = await signIn(browser, ann, async (page) => {
    await page.routeWebSocket(/\/api\/websocket/, (ws) => {
      annSockets.push(ws);
      if (down) return void ws.close().catch(() => undefined);
      ws.connectToServer();
    });
    await page.route('**/api/connection/isConnectionExists**', (route) => (down ? route.abort('internetdisconnected') : route.continue()));
  });
  const b = await signIn(browser, bob);
  await openChat(a.page);
  await openChat(b.page);
  const before = `before the drop ${Date.now()}`;
  await say(b.page, before);
  await expect(chatMessage(a.page, before)).toHaveCount(1);

  // The server drops every STOMP socket; Ann's network is down, so her check fails.
  down = true;
  own.server.broker.close();
  await expect(a.page.locator('#connection-page')).toBeVisible({ timeout: 20_000 });

  // Bob reconnects by himself and keeps talking while Ann is away.
  await expect(b.page.locator('#chat-page .social')).toHaveAttribute('data-live', 'connected', { timeout: 20_000 });
  const missed = [`missed one ${Date.now()}`, `missed two ${Date.now()}`];
  for (const text of missed) await say(b.page, text);

  down = false;
  await a.page.locator('#connection-page').getByRole('button', { name: 'Connect' }).click();
  await expect(a.page.locator('#connection-page')).toHaveCount(0);
  await expect(a.page.locator('#chat-page .social')).toHaveAttribute('data-live', 'connected', { timeout: 20_000 });
  for (const text of [before, ...missed]) await expect(chatMessage(a.page, text)).toHaveCount(1);
  const after = `after the return ${Date.now()}`;
  await say(b.page, after);
  await expect(chatMessage(a.page, after)).toHaveCount(1);
  const texts = await a.page.locator('#chat-page .msg-text').allTextContents();
  expect(texts.filter((t) => [before, ...missed, after].includes(t))).toEqual([before, ...missed, after]);

  // The loss was logged as a client error (technical §8) and reached the server once Ann was back.
  await expect
    .poll(async () => {
      const rows = await own.server.db.query<{ message: string }>(
        "SELECT message FROM logs WHERE kind = 'client' AND player_id = $1",
        [ann.id],
      );
      return rows.map((r) => r.message).join('\n');
    })
    .toContain('Live: the real-time connection was lost');
  expect(annSockets.length).toBeGreaterThanOrEqual(2);
  await a.context.close();
  await b.context.close();
});
