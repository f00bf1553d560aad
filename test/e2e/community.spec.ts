import { expect, test, type Page } from '../support/e2eTest.ts';
import { guideMarkers } from '../../core/rules/guideSteps.ts';
import { apiGet, apiPost, clickHeaderAction, registerTrialPlayer } from './helpers.ts';
import { ownServer } from './ownServer.ts';
import { openGame } from '../support/openGame.ts';

// Issue 15's community story in the browser, against its own reference server: a level-10 player opens a topic with
// a poll and a tag; a second player (in Russian) finds it by another form of a Russian word, votes and comments; a
// moderator pins the topic, then bans the second player from the forum for an hour with a reason, which the second
// player is shown; the second player changes their password and their other session ends. Levels and the moderator's
// access are written in the database: no public call grants them.
const own = ownServer();

/** The forum's two columns need a desktop width. */
const DESKTOP = { width: 1280, height: 800 };

async function forumPlayer(level: number, access: 'PLAYER' | 'MODERATOR' = 'PLAYER'): Promise<{ token: string; id: number; name: string }> {
  const answer = await registerTrialPlayer(own.baseURL);
  const id = answer.json.player.id as number;
  const name = access === 'MODERATOR' ? 'Keeper' : `Skald${id}`;
  // A signed-up player (a trial player is a guest of the forum), named for the author line.
  await own.server.db.query('UPDATE players SET level = $2, access_level = $3, name = $4 WHERE id = $1', [id, level, access, name]);
  return { token: answer.token, id, name };
}

const PASSWORD = 'first secret';

/** A registered player (a password to change) at level 10, first-time guide done; answers a token per session. */
async function registeredPlayer(name: string): Promise<{ id: number; tokens: [string, string] }> {
  const answer = await apiPost(own.baseURL, '/api/security/register', {
    name,
    password: PASSWORD,
    repeat: PASSWORD,
    consentPrivacy: 'true',
    consentCookies: 'true',
  });
  if (answer.status !== 200 || !answer.token) throw new Error(`register failed: ${answer.status}`);
  const id = answer.json.player.id as number;
  await own.server.db.query('UPDATE players SET level = 10 WHERE id = $1', [id]);
  expect((await apiPost(own.baseURL, '/api/marker/addAll', { markers: guideMarkers.join(',') }, answer.token)).status).toBe(200);
  // The same player signed in on a second device.
  const second = await apiPost(own.baseURL, '/api/security/login', { name, password: PASSWORD, lang: 'RU' });
  if (second.status !== 200 || !second.token) throw new Error(`login failed: ${second.status}`);
  return { id, tokens: [answer.token, second.token] };
}


async function openForum(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await clickHeaderAction(page, lang === 'en' ? 'Forum' : 'Форум');
  await expect(page.locator('#forum-page .forum')).toHaveAttribute('data-screen', 'list');
}

test('a topic with a poll, a comment and a vote, pinned by a moderator who bans the commenter from the forum; a password change ends their other session', async ({ browser }) => {
  const author = await forumPlayer(9);
  const readerName = `Reader${Date.now() % 100_000}`;
  const reader = await registeredPlayer(readerName);
  const moderator = await forumPlayer(10, 'MODERATOR');

  // At level 9 the author is told before trying, and reading stays open; the empty forum says so.
  const a = await openGame(browser, own.baseURL, author.token, 'en', { viewport: DESKTOP });
  await openForum(a, 'en');
  await expect(a.locator('.forum-write .forum-gate')).toHaveText('The forum opens for writing at level 10. Reading is open to everyone.');
  await expect(a.locator('#forum-empty')).toHaveText('No topics yet. Be the first to open one.');
  // Level 10 (written in the database): the page, opened again, asks anew and offers the new-topic form.
  await own.server.db.query('UPDATE players SET level = 10 WHERE id = $1', [author.id]);
  await a.keyboard.press('Escape');
  await clickHeaderAction(a, 'Forum');
  await a.locator('#forum-new-topic').click();
  await a.locator('#forum-new-name').fill('Советы для героя');
  await a.locator('#forum-new-text').fill('Какой отряд взять?\nПишите.');
  await a.locator('#forum-new-tag').fill('отряд');
  await a.locator('#forum-new-access input[value=GUEST]').check();
  await a.locator('#forum-new-poll').check();
  await a.locator('#forum-new-poll-question').fill('Кого брать?');
  await a.locator('#forum-new-poll-add').click();
  const options = a.locator('.forum-new-poll-option');
  await expect(options).toHaveCount(3);
  for (const [i, text] of ['Эльфов', 'Троллей', 'Всех'].entries()) await options.nth(i).fill(text);
  await a.locator('#forum-new-submit').click();
  await expect(a.locator('#forum-topic-name')).toHaveText('Советы для героя');
  // Text as text, its line break kept.
  await expect(a.locator('#forum-topic-text')).toHaveText('Какой отряд взять?\nПишите.');
  await expect(a.locator('#forum-no-comments')).toBeVisible();

  // One game drawing at a time: a second WebGL page on a busy machine starves the first's frames.
  await a.context().close();

  // The reader, in Russian: the search "герои" finds "героя" (full-text search, Russian forms).
  const b = await openGame(browser, own.baseURL, reader.tokens[0], 'ru', { viewport: DESKTOP });
  await openForum(b, 'ru');
  await expect(b.locator('#forum-new-topic')).toHaveText('Новая тема');
  await b.locator('#forum-search').fill('герои');
  await b.locator('#forum-search-go').click();
  const row = b.locator('#forum-topics .forum-topic');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-mark=poll]')).toHaveText('Опрос');
  await expect(row.locator('[data-mark=GUEST]')).toHaveText('Для гостей');
  await expect(row.locator('[data-comments]')).toHaveText('0 комментариев');
  await expect(row.locator('.forum-tag')).toHaveText('#отряд');
  // A search that finds nothing says so.
  await b.locator('#forum-search').fill('дракон');
  await b.locator('#forum-search-go').click();
  await expect(b.locator('#forum-empty')).toHaveText('Ничего не найдено. Попробуй другие слова или сбрось фильтр.');
  await b.locator('#forum-clear-filter').click();
  // News is written by moderators only: the player is told so in place of the New topic button.
  await b.locator('#forum-category').selectOption('NEWS');
  await expect(b.locator('.forum-write .forum-gate[data-gate=MODERATORS]')).toHaveText('Здесь пишут только модераторы. Комментировать их темы ты можешь.');
  await expect(b.locator('#forum-new-topic')).toHaveCount(0);
  await b.locator('#forum-category').selectOption('');
  await row.locator('.forum-topic-open').click();

  // Vote once: the options give way to the results with counts, shares and the reader's choice.
  const vote = b.locator('#forum-poll .forum-poll-option', { hasText: 'Троллей' });
  await vote.click();
  const mine = b.locator('#forum-poll .forum-poll-result[data-mine=true]');
  await expect(mine).toContainText('Троллей');
  await expect(mine.locator('.forum-poll-count')).toHaveText('1 голос · 100%');
  await expect(b.locator('#forum-poll .forum-poll-option')).toHaveCount(0);

  // Comment with the live count against 3000.
  const composer = b.locator('#forum-composer');
  await composer.locator('textarea').fill('Беру троллей.');
  await expect(composer.locator('.composer-count')).toHaveText('13/3000');
  await composer.getByRole('button', { name: 'Отправить' }).click();
  await expect(b.locator('#forum-comments .forum-comment')).toHaveCount(1);
  await expect(b.locator('#forum-comments .forum-text')).toHaveText('Беру троллей.');

  // The author sees the comment and the vote (results after their own vote are the same count).
  const topicId = await b.locator('#forum-topic').getAttribute('data-topic-id');
  const answer = await apiGet(own.baseURL, `/api/forum/topic/${topicId}`, author.token);
  expect(answer.json.comments).toBe(1);
  expect(answer.json.poll.totalVotes).toBe(1);
  // The author answers while the reader is in the topic: the reader is told live, and shows it on demand.
  const reply = await fetch(`${own.baseURL}/api/forum/comment/add?topicId=${topicId}`, {
    method: 'POST',
    headers: { authorization: author.token, 'content-type': 'text/plain' },
    body: 'Тролли — хороший выбор.',
  });
  expect(reply.status).toBe(200);
  await expect(b.locator('#forum-new-comments')).toContainText('1 новый комментарий');
  await b.locator('#forum-new-comments button').click();
  await expect(b.locator('#forum-comments .forum-comment')).toHaveCount(2);
  await expect(b.locator('#forum-new-comments')).toHaveCount(0);

  // The moderator pins the topic: the list shows it pinned, on top.
  const m = await openGame(browser, own.baseURL, moderator.token, 'en', { viewport: DESKTOP });
  await openForum(m, 'en');
  const listed = m.locator(`#forum-topics .forum-topic[data-topic-id="${topicId}"]`);
  await listed.locator('.forum-topic-open').click();
  await m.locator('#forum-mod-bar [data-action=PIN]').click();
  await expect(m.locator('#forum-mod-bar [data-action=UNPIN]')).toBeVisible();
  await m.locator('#forum-back').click();
  await expect(listed.locator('[data-mark=pinned]')).toHaveText('Pinned');
  // A topic deleted earlier (written in the database) shows, marked, only when asked for, and is restored.
  const [gone] = await own.server.db.query<{ id: number }>(
    `INSERT INTO forum_topics (section, category, access, name, text, author_id, created_at, last_activity_at, deleted_at, deleted_by)
     VALUES ('GENERAL', 'TALK', 'OPEN', 'Deleted by mistake', 'text', $1, now(), now(), now(), $2) RETURNING id`,
    [author.id, moderator.id],
  );
  const restored = m.locator(`#forum-topics .forum-topic[data-topic-id="${gone!.id}"]`);
  await expect(restored).toHaveCount(0);
  await m.locator('#forum-show-deleted').check();
  await expect(restored.locator('[data-mark=deleted]')).toHaveText('Deleted');
  await restored.getByRole('button', { name: 'Restore' }).click();
  await expect(restored.locator('[data-mark=deleted]')).toHaveCount(0);
  await expect(restored.locator('.forum-topic-open')).toBeEnabled();

  // Then bans the commenter from the forum for an hour, for insults.
  await m.keyboard.press('Escape');
  await clickHeaderAction(m, '#header-moderation');
  const tools = m.locator('#moderation-page');
  await tools.getByPlaceholder('Player name').fill(readerName);
  await tools.getByRole('button', { name: 'Find' }).click();
  await tools.locator('#moderation-players button', { hasText: readerName }).click();
  await tools.locator('#moderation-ban').click();
  await tools.getByLabel('What the ban closes').selectOption('FORUM');
  await tools.getByLabel('Reason').selectOption({ label: 'Insults' });
  await expect(tools.getByLabel('Duration')).toHaveValue('H1');
  await tools.getByRole('button', { name: 'Next' }).click();
  await expect(tools.locator('#moderation-ban-confirm')).toContainText('Reason: Insults.');
  await tools.locator('#moderation-ban-confirm-button').click();
  await expect(tools.locator('#moderation-active-bans [data-scope=FORUM]')).toContainText('1 hour left');
  await m.context().close();

  // The commenter is told why and until when before writing again: the topic's composer gives way to the reason.
  // (The forum reopens on the topic the player left, and asks again what they may do.)
  await b.keyboard.press('Escape');
  await clickHeaderAction(b, 'Форум');
  await expect(b.locator('#forum-topic')).toHaveAttribute('data-topic-id', topicId ?? '');
  await expect(b.locator('.forum-gate[data-gate=BANNED]').first()).toHaveText(/^Тебе запрещено писать на форуме до .+\. Причина: Оскорбления\.$/);
  await expect(b.locator('#forum-composer textarea')).toHaveCount(0);

  // The commenter's second device is signed in; a password change on the first ends it, which says why.
  const other = await browser.newContext({ baseURL: own.baseURL });
  await other.addInitScript((t) => localStorage.setItem('authorization', t), reader.tokens[1]);
  const second = await other.newPage();
  await second.goto('/?lang=ru');
  await expect(second.locator('#header-bar #header-forum')).toBeAttached({ timeout: 60_000 });

  await b.keyboard.press('Escape');
  await clickHeaderAction(b, 'Настройки');
  await b.locator('#settings-account').click();
  await expect(b.locator('#account-page [role=tab]')).toHaveText(['Профиль', 'Пароль', 'Чёрный список']);
  await b.locator('#account-tab-password').click();
  await b.locator('#account-password input[name=passwordCurrent]').fill(PASSWORD);
  await b.locator('#account-password input[name=passwordNew]').fill('second secret');
  await b.locator('#account-password input[name=passwordRepeat]').fill('second secret');
  await b.locator('#account-password button[type=submit]').click();
  await expect(b.locator('#account-password .account-done')).toHaveText('Пароль изменён. Другие твои сеансы завершены.');
  await expect(second.locator('#signed-out')).toContainText('Сеанс завершён: пароль сменили в другом сеансе.');
  await second.locator('#signed-out button', { hasText: 'Войти' }).click();
  await expect(second.locator('#login-page')).toBeVisible();
  // The first session stays signed in; the old password no longer signs in.
  expect((await apiGet(own.baseURL, '/api/player/current', reader.tokens[0])).status).toBe(200);
  expect((await apiPost(own.baseURL, '/api/security/login', { name: readerName, password: PASSWORD, lang: 'RU' })).status).toBe(400);

});
