import { beforeAll, describe, expect, it } from 'vitest';
import { ChatRoom, RatingType } from '../model/index.ts';
import { createServer, type GameServer } from '../../fixtures/server/createServer.ts';
import { registerTrial } from '../../fixtures/server/testing/http.ts';
import { isApiError } from './ApiError.ts';
import { createRequestLayer } from './createRequestLayer.ts';
import { SessionStorageKey } from '../platform.ts';
import { createSocialApi, type SocialApi } from './socialApi.ts';
import { memoryStorage } from '../../test/support/testApi.ts';

let server: GameServer;
let url: string;
beforeAll(async () => {
  server = await createServer({ inMemory: true, staticDir: null });
  url = await server.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A named level-10 player and its social client on the real request layer; `requests` records each URL. */
async function player(name: string): Promise<{ id: number; social: SocialApi; requests: URL[] }> {
  const { token, info } = await registerTrial(server.app);
  await server.db.query('UPDATE players SET name = $2, level = 10 WHERE id = $1', [info.player.id, name]);
  const requests: URL[] = [];
  const layer = createRequestLayer({
    baseUrl: url,
    storage: memoryStorage({ [SessionStorageKey.authorization]: token }),
    platformHeaders: () => ({}),
    onSessionReload: () => undefined,
    onRedirect: () => undefined,
    fetch: (input, init) => {
      requests.push(new URL(input instanceof Request ? input.url : String(input)));
      return fetch(input, init);
    },
  });
  return { id: info.player.id, social: createSocialApi(layer), requests };
}

describe('createSocialApi against the reference server', () => {
  it('sends chat text as the raw body, unchanged, and reads it back by page and after an id', async () => {
    const ann = await player('Ann');
    const text = 'a=1&b=2 <i>не разметка</i> 🙂';
    const sent = await ann.social.chat.send(ChatRoom.MAIN, text);
    expect(sent).toMatchObject({ room: 'MAIN', authorName: 'Ann', authorLevel: 10, text });
    const second = await ann.social.chat.send(ChatRoom.MAIN, 'second');

    expect((await ann.social.chat.list(ChatRoom.MAIN)).map((m) => m.id)).toEqual([sent.id, second.id]);
    expect((await ann.social.chat.list(ChatRoom.MAIN, { to: second.id - 1 })).map((m) => m.text)).toEqual([text]);
    expect((await ann.social.chat.latest(ChatRoom.MAIN, sent.id)).map((m) => m.id)).toEqual([second.id]);
    expect(ann.requests.map((r) => r.pathname)).toEqual([
      '/api/chat/MAIN/send',
      '/api/chat/MAIN/send',
      '/api/chat/MAIN/list',
      '/api/chat/MAIN/list',
      '/api/chat/MAIN/list/latest',
    ]);

    const refused = await ann.social.chat.remove(ChatRoom.MAIN, sent.id).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe('FORBIDDEN');
  });

  it('runs a mail dialog: send with the support flag, rooms, pages, latest, block and unblock', async () => {
    const ann = await player('Anna');
    const bob = await player('Bob');
    const first = await ann.social.mail.send(bob.id, 'Hi Bob', false);
    expect(first).toMatchObject({ partner: bob.id, authorId: ann.id, text: 'Hi Bob', support: false });
    const reply = await bob.social.mail.send(ann.id, 'Hi Anna', true);
    expect(bob.requests.at(-1)?.searchParams.get('support')).toBe('true');

    expect(await ann.social.mail.rooms()).toEqual([
      expect.objectContaining({ partner: bob.id, partnerName: 'Bob', lastText: 'Hi Anna', unread: 1, support: true }),
    ]);
    expect((await ann.social.mail.list(bob.id)).map((m) => m.id)).toEqual([first.id, reply.id]);
    expect((await ann.social.mail.latest(bob.id, first.id)).map((m) => m.text)).toEqual(['Hi Anna']);

    await ann.social.mail.block(bob.id);
    const blocked = await bob.social.mail.send(ann.id, 'still there?', false).catch((error: unknown) => error);
    expect(isApiError(blocked) && blocked.code).toBe('MAIL_BLOCKED');
    expect(await ann.social.mail.list(bob.id)).toEqual([]);
    await ann.social.mail.unblock(bob.id);
    await expect(bob.social.mail.send(ann.id, 'back again', false)).resolves.toMatchObject({ text: 'back again' });
  });

  it('lists and resets notifications, and asks ratings with a trimmed filter only when one is set', async () => {
    const cat = await player('Catherine');
    expect(await cat.social.notifications.list()).toEqual([]);
    const reset = await cat.social.notifications.reset();
    expect(reset).toMatchObject({ id: cat.id, haveNewGift: false, haveNewMailMessage: false });

    const whole = await cat.social.rating.byType(RatingType.level, { from: 1, to: 10, filter: '   ' });
    expect(whole.rows.length).toBeGreaterThan(0);
    const filtered = await cat.social.rating.byType(RatingType.level, { from: 1, to: 11, filter: ' cath ' });
    expect(filtered.rows.map((r) => r.name)).toEqual(['Catherine']);
    const [blank, named] = cat.requests.filter((r) => r.pathname === '/api/rating/by/level');
    expect(blank?.searchParams.has('filter')).toBe(false);
    expect(named?.searchParams.get('filter')).toBe('cath');
    expect(named?.searchParams.get('to')).toBe('11');
  });

  it("reads another player's profile and a clan's details, and rejects an unknown one with NOT_FOUND", async () => {
    const [clan] = await server.db.query<{ id: number }>("INSERT INTO clans (name, level) VALUES ('Glass Owls', 2) RETURNING id");
    if (!clan) throw new Error('no clan row');
    const dora = await player('Dora');
    const eve = await player('Eve');
    await server.db.query('UPDATE players SET clan_id = $2 WHERE id = $1', [eve.id, clan.id]);

    const card = await dora.social.profile.player(eve.id);
    expect(card).toMatchObject({ id: eve.id, name: 'Eve', level: 10, clan: { id: clan.id, name: 'Glass Owls', level: 2 } });
    expect(card.squad.length).toBeGreaterThan(0);
    const details = await dora.social.profile.clan(clan.id ?? 0);
    expect(details).toMatchObject({ name: 'Glass Owls', membersCurr: 1, members: [expect.objectContaining({ id: eve.id, name: 'Eve' })] });
    expect(dora.requests.map((r) => r.pathname)).toEqual([`/api/player/${eve.id}/profile`, `/api/clan/${clan.id}/profile`]);

    const missing = await dora.social.profile.player(987_654).catch((error: unknown) => error);
    expect(isApiError(missing) && [missing.status, missing.code]).toEqual([404, 'NOT_FOUND']);
  });
});
