import { expect, test } from '../support/e2eTest.ts';
import { apiGet, apiPost, headerNumber, waitForScene } from './helpers.ts';

const trial = { characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };

test('a squad hurt in a lost battle is healed for gold at the server\'s price', async ({ page, baseURL }) => {
  // A player who let the first lair's monster strike three times, then gave up.
  const made = await apiPost(baseURL!, '/api/security/registerTrial', trial);
  const token = made.token!;
  const me = await apiGet(baseURL!, '/api/player/current', token);
  await apiPost(baseURL!, '/api/player/v3/coordinate/set', { coordinate: String(me.json.maxCoordinate), contextId: '0' }, token);
  const places = await apiGet(baseURL!, '/api/place/v3/ensure?coordFrom=0&coordTo=400', token);
  const lair = places.json.places.find((p: { placeType: string; stair: number }) => p.placeType === 'CUSTOM_PLACE' && p.stair === 1);
  expect((await apiPost(baseURL!, '/api/battle/place/attack', { placeId: String(lair.id) }, token)).status).toBe(200);
  for (let i = 0; i < 3; i++) expect((await apiPost(baseURL!, '/api/battle/skip', {}, token)).status).toBe(200);
  expect((await apiPost(baseURL!, '/api/battle/giveUpBattle', {}, token)).status).toBe(200);
  expect((await apiPost(baseURL!, '/api/battle/complete', {}, token)).status).toBe(200);
  const options = await apiGet(baseURL!, '/api/player/health/options', token);
  const goldPrice = options.json.find((o: { currency: string }) => o.currency === 'gold').price;
  expect(goldPrice).toBeGreaterThan(0);

  await page.addInitScript((t) => localStorage.setItem('authorization', t), token);
  await page.goto('/?lang=en');
  await waitForScene(page, 'road');
  const gold = await headerNumber(page, 'data-gold');
  await page.getByRole('button', { name: 'Heal the squad' }).click();
  const dialog = page.locator('#health-page');
  await expect(dialog).toBeVisible();
  // Each hero of the squad (the human and the elf) beside its health, drawn from its figure (issue 24).
  await expect(dialog.locator('li[data-creature-id] svg.portrait[data-figure]')).toHaveCount(2);
  // The price shown is the server's, possibly lower by now: health regenerates 1 a minute.
  await dialog.locator('button[data-currency="gold"]').click();
  await expect(dialog.getByTestId('squad-whole')).toBeVisible();
  const paid = gold - (await headerNumber(page, 'data-gold'));
  expect(paid).toBeGreaterThan(0);
  expect(paid).toBeLessThanOrEqual(goldPrice);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Heal the squad' })).toHaveCount(0);
});
