import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiGet, clickHeaderAction, registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 15's forum path in the browser, against its own reference server: a level-10 player opens a topic with a
// poll and a tag, finds it by another form of a Russian word, and a second player (in Russian) votes, comments and
// sees the results. The level is written in the database: no public call grants it.
const own = ownServer();

async function forumPlayer(level: number): Promise<{ token: string; id: number }> {
  const answer = await registerTrialPlayer(own.baseURL);
  // A signed-up player (a trial player is a guest of the forum), named for the author line.
  await own.server.db.query("UPDATE players SET level = $2, access_level = 'PLAYER', name = $3 WHERE id = $1", [
    answer.json.player.id,
    level,
    `Skald${answer.json.player.id}`,
  ]);
  return { token: answer.token, id: answer.json.player.id };
}

async function openForum(browser: Browser, token: string, lang: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  await waitForScene(page, 'road');
  await clickHeaderAction(page, lang === 'en' ? 'Forum' : 'Форум');
  await expect(page.locator('#forum-page .forum')).toHaveAttribute('data-screen', 'list');
  return page;
}

test('a level-10 player opens a topic with a poll, another finds it by another word form, votes and comments (en, ru)', async ({ browser }) => {
  const author = await forumPlayer(9);
  const reader = await forumPlayer(10);

  // At level 9 the author is told before trying, and reading stays open; the empty forum says so.
  const a = await openForum(browser, author.token, 'en');
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
  const b = await openForum(browser, reader.token, 'ru');
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
  const answer = await apiGet(own.baseURL, `/api/forum/topic/${await b.locator('#forum-topic').getAttribute('data-topic-id')}`, author.token);
  expect(answer.json.comments).toBe(1);
  expect(answer.json.poll.totalVotes).toBe(1);

});
