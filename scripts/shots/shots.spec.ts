// `npm run shots` (scripts/shots.mjs runs this file): one test per shot of the plan, each a fresh player on the
// reference server in this process, written to `.shots/<lang>/<size>/<name>.png`.
import path from 'node:path';
import { test } from '@playwright/test';
import { ownServer } from '../../test/e2e/ownServer.ts';
import { shotPath, shotPlan } from './plan.ts';
import { stageShot } from './stage.ts';

const own = ownServer(process.env.SHOTS_BUILD ? { staticDir: path.resolve(process.env.SHOTS_BUILD) } : {});
const out = path.resolve(process.env.SHOTS_OUT ?? '.shots');
/** Let the scene's idle motion and lazy parts settle before the picture. */
const SETTLE_MS = 1_200;

for (const { shot, size, lang } of shotPlan({ only: process.env.SHOTS_ONLY, sizes: process.env.SHOTS_SIZES, langs: process.env.SHOTS_LANGS })) {
  test(`${lang} ${size.width}x${size.height} ${shot.name}`, async ({ browser }) => {
    const page = await stageShot(browser, own, shot, lang, size);
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: shotPath(out, lang, size, shot.name) });
    await page.context().close();
  });
}
