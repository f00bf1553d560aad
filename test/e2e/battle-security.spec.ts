import { expect, test } from '../support/e2eTest.ts';
import { apiGet, apiPost } from './helpers.ts';

const trial = { characterAndCompanion: 'human:elf_female', domain: 'localhost', lang: 'EN', sw: '480', sh: '800', cw: '480', ch: '800', frontVersion: '571' };

test('a forged or another player\'s battle call is refused, and the owner\'s battle is untouched', async ({ page, baseURL }) => {
  const a = await apiPost(baseURL!, '/api/security/registerTrial', trial);
  const b = await apiPost(baseURL!, '/api/security/registerTrial', trial);
  expect(a.status).toBe(200);
  expect(b.status).toBe(200);
  const tokenA = a.token!;
  const tokenB = b.token!;

  // A walks up to the first lair and attacks it.
  const places = await apiGet(baseURL!, '/api/place/v3/ensure?coordFrom=0&coordTo=400', tokenA);
  const lair = places.json.places.find((p: any) => p.placeType === 'CUSTOM_PLACE' && p.stair === 1);
  const me = await apiGet(baseURL!, '/api/player/current', tokenA);
  expect((await apiPost(baseURL!, '/api/player/v3/coordinate/set', { coordinate: String(me.json.maxCoordinate), contextId: '0' }, tokenA)).status).toBe(200);
  const attack = await apiPost(baseURL!, '/api/battle/place/attack', { placeId: String(lair.id) }, tokenA);
  expect(attack.status).toBe(200);
  const battle = attack.json;
  const ownCreature = battle.creatures.find((c: any) => c.playerId !== null);
  const monster = battle.creatures.find((c: any) => c.playerId === null);

  // From the game page, as a browser would send them.
  await page.goto('/?lang=en');
  const answers = await page.evaluate(
    async ({ tokenB, ownId, monsterId }) => {
      const post = async (path: string, body: Record<string, string>, token?: string) => {
        const r = await fetch(path, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
          body: new URLSearchParams(body),
        });
        return r.status;
      };
      return {
        otherHits: await post('/api/battle/hit', { attackerId: String(ownId), defenderId: String(monsterId) }, tokenB),
        otherGets: await post('/api/battle/get', {}, tokenB),
        otherCompletes: await post('/api/battle/complete', {}, tokenB),
        otherGivesUp: await post('/api/battle/giveUpBattle', {}, tokenB),
        forged: await post('/api/battle/hit', { attackerId: String(ownId), defenderId: String(monsterId) }, 'forged-token-0000'),
        anonymous: await post('/api/battle/hit', { attackerId: String(ownId), defenderId: String(monsterId) }),
      };
    },
    { tokenB, ownId: ownCreature.id, monsterId: monster.id },
  );
  expect(answers.otherHits).toBeGreaterThanOrEqual(400);
  expect(answers.otherGets).toBe(404);
  expect(answers.otherCompletes).toBeGreaterThanOrEqual(400);
  expect(answers.otherGivesUp).toBeGreaterThanOrEqual(400);
  expect(answers.forged).toBe(401);
  expect(answers.anonymous).toBe(401);

  // A's battle is exactly as it was.
  const after = await apiPost(baseURL!, '/api/battle/get', {}, tokenA);
  expect(after.status).toBe(200);
  expect(after.json.turn).toBe(battle.turn);
  expect(after.json.creatures).toEqual(battle.creatures);
});
