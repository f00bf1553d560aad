import { expect, test, type Browser, type Page } from '../support/e2eTest.ts';
import { WHEEL_RULES, WHEEL_SECTORS } from '../../core/content/index.ts';
import { wheelDay } from '../../core/rules/index.ts';
import { openRewardPage, registerTrialPlayer, waitForScene } from './helpers.ts';
import { ownServer } from './ownServer.ts';

// Issue 12's wheel path in both languages against its own reference server in this process (in-memory database,
// the built own bundle). The tickets and the spins already made today are written in the database: no public call
// grants them, and the road is not what this path is about.

const own = ownServer();

/** The usual wheel's hero experience sector, as a spin leaves it waiting (wheelRoutes.ts `pending`). */
const experienceIndex = WHEEL_SECTORS.usual.findIndex((sector) => sector.prize === 'heroExperience');
const { weight: _, ...experienceSector } = WHEEL_SECTORS.usual[experienceIndex]!;

/** A trial player with two tickets, one usual spin left today, and an earlier spin's hero experience still to take. */
async function playerWithTickets(): Promise<string> {
  const answer = await registerTrialPlayer(own.baseURL);
  const id = answer.json.player.id;
  await own.server.db.query('UPDATE players SET tickets = 2 WHERE id = $1', [id]);
  await own.server.db.query('INSERT INTO wheel_states (player_id, day, spins_today, pending) VALUES ($1, $2, $3, $4)', [
    id,
    wheelDay(Date.now(), WHEEL_RULES.dayOffsetMs),
    WHEEL_RULES.dailySpins - 1,
    JSON.stringify({ ticket: 'usual', sectorIndex: experienceIndex, sector: experienceSector }),
  ]);
  return answer.token;
}

async function openGame(browser: Browser, lang: 'en' | 'ru'): Promise<Page> {
  const token = await playerWithTickets();
  const context = await browser.newContext({ baseURL: own.baseURL });
  await context.addInitScript((t) => localStorage.setItem('authorization', t), token);
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  // The header settles what fits beside the menu once the road is drawn; an action clicked before may move away.
  await waitForScene(page, 'road');
  return page;
}

const texts = {
  en: { elf: 'Elf, level', tickets: (n: number) => `Tickets: ${n}`, spins: `Spins today: ${WHEEL_RULES.dailySpins} of ${WHEEL_RULES.dailySpins}`, limit: 'The wheel ticket daily limit is reached' },
} as const;

// The Russian texts of this flow are read on one loaded game with the other reward pages' (rewardPagesRu.spec.ts).
for (const lang of ['en'] as const) {
  test(`a player gives a waiting hero experience to the hero its portrait shows, spins with a ticket, takes the prize and meets the daily limit (${lang})`, async ({ browser }) => {
    const page = await openGame(browser, lang);
    const say = texts[lang];
    await openRewardPage(page, lang, 'wheel');
    const wheel = page.locator('#wheel-page');
    await expect(wheel.locator('.wheel')).toHaveAttribute('data-status', 'ready');

    // The waiting hero experience: the picker shows the chosen hero's portrait, first the hero, then the companion.
    const picker = wheel.locator('#wheel-result .portrait-select');
    await expect(picker.locator('svg.portrait')).toHaveAttribute('data-figure', 'human_male');
    const companion = await picker.locator('option', { hasText: say.elf }).getAttribute('value');
    await picker.locator('#wheel-hero').selectOption(companion ?? '');
    await expect(picker.locator('svg.portrait')).toHaveAttribute('data-figure', 'elf_female');
    await wheel.locator('#wheel-take').click();
    await expect(wheel.locator('#wheel-taken')).toBeVisible();

    await expect(wheel.locator('#wheel-tickets')).toHaveText(say.tickets(2));
    await expect(wheel.locator('#wheel-gate')).toHaveCount(0);

    await wheel.locator('#wheel-spin').click();
    await expect(wheel.locator('#wheel-tickets')).toHaveText(say.tickets(1));
    // The renderer turns the wheel to the server's sector; the prize shows once it stands.
    await expect(wheel.locator('.wheel-stage')).toHaveAttribute('data-landed', 'true');
    await expect(wheel.locator('#wheel-result')).toBeVisible();
    await wheel.locator('#wheel-take').click();

    await expect(wheel.locator('#wheel-taken')).toBeVisible();
    await expect(wheel.locator('#wheel-spins')).toHaveText(say.spins);
    await expect(wheel.locator('#wheel-gate')).toContainText(say.limit);
    await expect(wheel.locator('#wheel-spin')).toBeDisabled();
    await page.context().close();
  });
}
