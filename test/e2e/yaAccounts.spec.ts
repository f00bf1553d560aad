import { clickHeaderAction } from './helpers.ts';
import { expect, test, type Page } from '../support/e2eTest.ts';
import { ensureBundles, hostServerInProcess } from './hostServer.ts';

test.beforeAll(() => {
  test.setTimeout(600_000);
  ensureBundles(['ya']);
});

/** The Yandex SDK calls the fake `/sdk.js` recorded in the game's frame, in order (fixtures/hosts/ya/sdkScript.ts). */
const yandexCalls = (page: Page): Promise<string[]> => {
  const frame = page.frames().find((f) => f.url().includes('/game/'));
  if (!frame) throw new Error('no game frame');
  // Only the loading and gameplay markup: an interstitial after the battle (on a slow machine, past the first
  // minutes) would add its own call without changing these.
  return frame.evaluate(() =>
    (window as unknown as { fakeYaHost: { calls: string[] } }).fakeYaHost.calls.filter((call) => /^(LoadingAPI|GameplayAPI)\./.test(call)),
  );
};

// Product §2 "account choice", technical §7: a second Yandex account on the same device is offered the first one.
// Issue 25 on the way: Game Ready once the road is drawn, and gameplay markup around a battle (on the real bundle).
test('ya: Game Ready after the road, gameplay around a battle; a second account on the device is offered the first one', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const server = await hostServerInProcess('ya');
  try {
    const game = page.frameLocator('iframe#game');
    const road = game.locator('html[data-scene="road"][data-scene-ready="true"]');
    const stamp = Math.floor(Math.random() * 900_000_000);

    await page.goto(`${server.url}/?user=a${stamp}&lang=en`);
    await expect(road).toHaveCount(1, { timeout: 120_000 });
    await expect(game.locator('#account-choice')).toHaveCount(0);

    // Ready once the road is drawn, then gameplay on the road.
    await expect.poll(() => yandexCalls(page)).toEqual(['LoadingAPI.ready', 'GameplayAPI.start']);
    const lair = game.locator('#road-hud button[data-place-type="CUSTOM_PLACE"]').first();
    // A tap near the top of the road walks up and gives the frame the keyboard; the held key walks on.
    await game.locator('canvas').click({ position: { x: 100, y: 10 } });
    await page.keyboard.down('ArrowUp');
    await expect(lair).toBeVisible({ timeout: 30_000 });
    await page.keyboard.up('ArrowUp');
    await lair.click();
    await expect(game.locator('html[data-scene="battle"][data-scene-ready="true"]')).toHaveCount(1, { timeout: 60_000 });
    await game.getByRole('button', { name: 'Give up', exact: true }).click();
    await game.getByRole('button', { name: 'Yes, give up', exact: true }).click();
    await game.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(road).toHaveCount(1, { timeout: 60_000 });
    // Stopped for the fade, started in the battle, stopped once it was decided, started again on the road.
    await expect
      .poll(() => yandexCalls(page))
      .toEqual(['LoadingAPI.ready', 'GameplayAPI.start', 'GameplayAPI.stop', 'GameplayAPI.start', 'GameplayAPI.stop', 'GameplayAPI.start']);

    // The same browser context: the same local storage, so the same session id and list of Yandex ids.
    await page.goto(`${server.url}/?user=b${stamp}&lang=en`);
    await expect(road).toHaveCount(1, { timeout: 120_000 });
    const overlay = game.locator('#account-choice');
    await expect(overlay).toBeVisible({ timeout: 120_000 });
    const idB = await overlay.locator('li[data-current="true"]').getAttribute('data-player-id');
    const other = overlay.locator('li[data-current="false"]');
    await expect(other).toHaveCount(1);
    const idA = await other.getAttribute('data-player-id');
    expect(idA).not.toBe(idB);
    // Yandex players start nameless (the server does not take the Yandex public name).
    await expect(other.locator('.account-name')).not.toBeEmpty();

    await other.locator('button').click();
    await expect(road).toHaveCount(1, { timeout: 120_000 });
    // Decided: the offer does not come back; the settings page still shows who is playing.
    await expect(game.locator('#account-choice')).toHaveCount(0);
    await clickHeaderAction(game, 'Settings');
    await game.locator('#settings-account-choice').click();
    await expect(game.locator('#account-choice li[data-current="true"]')).toHaveAttribute('data-player-id', idA ?? 'missing');
    expect(errors).toEqual([]);
  } finally {
    // The page's live connection would hold the server's close open.
    await page.close();
    await server.close();
  }
});
