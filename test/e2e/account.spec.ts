import { expect, test, type Page } from '../support/e2eTest.ts';
import { apiGet, apiPost, clickHeaderAction, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';
import { guideMarkers } from '../../core/rules/guideSteps.ts';
import { openGame } from '../support/openGame.ts';

// Issue 15 account self-service against its own reference server in this process. Players are registered through
// the API (the registration page is not the point here); each browser context starts signed in with its own token.
const own = ownServer();

const PASSWORD = 'first secret';

/** A registered player (a name and a password), signed in through the API: answers the token and the id. */
async function fullPlayer(name: string): Promise<{ token: string; id: number }> {
  const answer = await apiPost(own.baseURL, '/api/security/register', {
    name,
    password: PASSWORD,
    repeat: PASSWORD,
    consentPrivacy: 'true',
    consentCookies: 'true',
  });
  if (answer.status !== 200 || !answer.token) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.json)}`);
  // The first-time guide is not what this spec is about: it is marked done, so it does not cover the game.
  const guideDone = await apiPost(own.baseURL, '/api/marker/addAll', { markers: guideMarkers.join(',') }, answer.token);
  if (guideDone.status !== 200) throw new Error(`marker/addAll failed: ${guideDone.status}`);
  return { token: answer.token, id: answer.json.player.id };
}


const SETTINGS = { en: 'Settings', ru: 'Настройки' } as const;

async function openAccount(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await clickHeaderAction(page, SETTINGS[lang]);
  await page.locator('#settings-account').click();
  await expect(page.locator('#account-page .account')).toBeVisible();
}

test('renames with the road reloaded, stores the gender, refuses a wrong current password, and unblocks from the black list', async ({ browser }) => {
  const me = await fullPlayer('Keeper');
  const pest = await fullPlayer('Pester');
  expect((await apiPost(own.baseURL, `/api/mail/block/${pest.id}`, {}, me.token)).status).toBe(200);
  const page = await openGame(browser, own.baseURL, me.token, 'en');
  await openAccount(page, 'en');

  await page.locator('#account-rename input[name=name]').fill('Keeper');
  await page.locator('#account-rename button[type=submit]').click();
  await expect(page.locator('#account-rename .field-error')).toHaveText('This is already your nickname');
  await page.locator('#account-rename input[name=name]').fill('Warden');
  await page.locator('#account-rename button[type=submit]').click();
  await expect(page.locator('#account-rename .account-done')).toBeVisible();
  await expect(page.locator('#header .header-name')).toHaveText('Warden');
  await waitForScene(page, 'road');

  // The gender is stored on the player (the password change that ends other sessions is in community.spec.ts).
  await page.locator('#account-gender label', { hasText: 'Female' }).click();
  await expect(page.locator('#account-gender input[value=FEMALE]')).toBeChecked();
  await expect.poll(async () => (await apiGet(own.baseURL, '/api/player/current', me.token)).json.gender).toBe('FEMALE');

  await page.locator('#account-tab-password').click();
  await page.locator('#account-password input[name=passwordCurrent]').fill('not my secret');
  await page.locator('#account-password input[name=passwordNew]').fill('second secret');
  await page.locator('#account-password input[name=passwordRepeat]').fill('second secret');
  await page.locator('#account-password button[type=submit]').click();
  await expect(page.locator('#account-password .field-error')).toHaveText('The current password is wrong');

  await page.locator('#account-tab-blackList').click();
  const row = page.locator(`#account-black-list li[data-player="${pest.id}"]`);
  await expect(row).toContainText('Pester');
  await row.locator('button').click();
  await expect(page.locator('#account-black-list .account-empty')).toHaveText('You have blocked nobody.');
  expect((await apiGet(own.baseURL, '/api/mail/blocked', me.token)).json).toEqual([]);
});
