import { setupI18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../api/ApiError.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { until } from '../../test/support/wait.ts';
import { CHAT_MESSAGE_MAX, ChatRoom } from '../model/index.ts';
import { OverlayName, overlayAtom, playerAtom } from './atoms.ts';
import {
  ChatTab,
  chatRoomsAtom,
  chatTabAtom,
  chatUnseenAtom,
  clanRoomClosedAtom,
  deleteChatMessage,
  loadOlderChat,
  openChatTab,
  sendChatMessage,
  validateChatText,
  watchChatClose,
} from './chat.ts';
import { createSocialPlayer, liveStoreFor, sharedReferenceServer, storeFor, type SentRequest, type ReferenceServer } from '../../test/support/referenceServer.ts';
import { rejectionOf } from '../../test/support/rejection.ts';
import { call } from '../../fixtures/server/testing/http.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
let social: ReferenceServer;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  social = await sharedReferenceServer();
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  // Each test starts from an empty chat.
  await social.server.db.query('DELETE FROM chat_messages');
});

/** Writes `count` old messages straight into the database (old enough not to count as a flood). */
async function seed(authorId: number, count: number, room: ChatTab = ChatTab.MAIN, clanId: number | null = null): Promise<number[]> {
  const rows = await social.server.db.query<{ id: number }>(
    `INSERT INTO chat_messages (room, clan_id, author_id, text, created_at)
     SELECT $1, $2, $3, 'seed ' || g, now() - interval '1 hour' FROM generate_series(1, $4) g RETURNING id`,
    [room, clanId, authorId, count],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const idsOf = (store: Awaited<ReturnType<typeof storeFor>>['store'], tab: ChatTab = ChatTab.MAIN) =>
  store.get(chatRoomsAtom)[tab].messages.map((m) => m.id);


describe('chat pages (technical §9: 20 a page)', () => {
  it('loads the latest 20, then older pages below the oldest held, whatever the id gaps, until none is left', async () => {
    const author = await createSocialPlayer(social);
    const main = [...(await seed(author.id, 25)), ...(await seed(author.id, 20))];
    // Clan messages share the id sequence, so MAIN ids have gaps between these two batches.
    await seed(author.id, 7, ChatTab.CLAN, 900);
    const requests: SentRequest[] = [];
    const { store } = await storeFor(social, author.token, { requests });

    await openChatTab(store, ChatTab.MAIN);
    expect(idsOf(store)).toEqual(main.slice(-20));
    expect(store.get(chatRoomsAtom).MAIN.hasOlder).toBe(true);

    await loadOlderChat(store, ChatTab.MAIN);
    expect(idsOf(store)).toEqual(main.slice(-40));
    const olderCall = requests.at(-1);
    expect(olderCall?.path).toBe('/api/chat/MAIN/list');
    expect(olderCall?.params.to).toBe(String((main.at(-20) ?? 0) - 1));

    await loadOlderChat(store, ChatTab.MAIN);
    expect(idsOf(store)).toEqual(main);
    expect(store.get(chatRoomsAtom).MAIN.hasOlder).toBe(false);
    expect(store.get(chatRoomsAtom).MAIN.load.status).toBe('ready');
  });

  it('on reopening asks only for messages newer than the newest held (technical §5)', async () => {
    const author = await createSocialPlayer(social);
    const first = await seed(author.id, 3);
    const requests: SentRequest[] = [];
    const { store } = await storeFor(social, author.token, { requests });
    await openChatTab(store, ChatTab.MAIN);
    const more = await seed(author.id, 2);

    requests.length = 0;
    await openChatTab(store, ChatTab.MAIN);
    expect(requests.map((r) => `${r.path}?afterId=${r.params.afterId}`)).toEqual([
      `/api/chat/MAIN/list/latest?afterId=${first.at(-1)}`,
    ]);
    expect(idsOf(store)).toEqual([...first, ...more]);
  });
});

describe('sending, live delivery and moderation', () => {
  it('shows a sent message once, though it comes back both as the answer and live, and others get it live', async () => {
    const ann = await createSocialPlayer(social);
    const bob = await createSocialPlayer(social);
    const a = await liveStoreFor(social, ann.token);
    const b = await liveStoreFor(social, bob.token);
    stops.push(a.stop, b.stop);
    await Promise.all([openChatTab(a.store, ChatTab.MAIN), openChatTab(b.store, ChatTab.MAIN)]);

    const sent = await sendChatMessage(a.store, ChatTab.MAIN, '  <b>hello</b> & welcome  ');
    expect(sent.text).toBe('<b>hello</b> & welcome');
    await until(() => idsOf(b.store).includes(sent.id), 'the live message at Bob');
    // By now Ann's own live echo has come too (the broker sends in publish order).
    expect(idsOf(a.store)).toEqual([sent.id]);
    expect(b.store.get(chatRoomsAtom).MAIN.messages[0]).toMatchObject({ authorName: ann.name, text: '<b>hello</b> & welcome' });
  });

  it("removes a message for everyone when a moderator deletes it; a player's delete is refused", async () => {
    const ann = await createSocialPlayer(social);
    const mod = await createSocialPlayer(social, { accessLevel: 'MODERATOR' });
    const a = await liveStoreFor(social, ann.token);
    const m = await liveStoreFor(social, mod.token);
    stops.push(a.stop, m.stop);
    await Promise.all([openChatTab(a.store, ChatTab.MAIN), openChatTab(m.store, ChatTab.MAIN)]);
    const sent = await sendChatMessage(a.store, ChatTab.MAIN, 'spam spam');
    await until(() => idsOf(m.store).includes(sent.id), 'the message at the moderator');

    const refused = await rejectionOf(deleteChatMessage(a.store, ChatTab.MAIN, sent.id));
    expect(isApiError(refused) && refused.code).toBe('FORBIDDEN');
    expect(idsOf(a.store)).toEqual([sent.id]);

    await deleteChatMessage(m.store, ChatTab.MAIN, sent.id);
    expect(idsOf(m.store)).toEqual([]);
    await until(() => idsOf(a.store).length === 0, 'the live delete at Ann');
  });

  it('keeps the clan room to the clan: members get it live, others cannot open it', async () => {
    const ann = await createSocialPlayer(social, { clanId: 7 });
    const cid = await createSocialPlayer(social, { clanId: 7 });
    const out = await createSocialPlayer(social, { clanId: 8 });
    const none = await createSocialPlayer(social);
    const a = await liveStoreFor(social, ann.token);
    const c = await liveStoreFor(social, cid.token);
    const o = await liveStoreFor(social, out.token);
    stops.push(a.stop, c.stop, o.stop);
    await Promise.all([a, c, o].map((s) => openChatTab(s.store, ChatTab.CLAN)));

    const sent = await sendChatMessage(a.store, ChatTab.CLAN, 'clan only');
    expect(sent.room).toBe(ChatRoom.CLAN);
    await until(() => idsOf(c.store, ChatTab.CLAN).includes(sent.id), 'the clan message at a clan mate');
    expect(idsOf(o.store, ChatTab.CLAN)).toEqual([]);
    expect(idsOf(c.store, ChatTab.MAIN)).toEqual([]);

    const { store } = await storeFor(social, none.token);
    await openChatTab(store, ChatTab.CLAN);
    const load = store.get(chatRoomsAtom).CLAN.load;
    expect(load.status === 'failed' && isApiError(load.error) && load.error.code).toBe('NO_CLAN');
    expect(store.get(chatTabAtom)).toBe(ChatTab.CLAN);
  });

  it('closes the clan room at once, saying why, for a member the leader expels (issue 13)', async () => {
    const lead = await createSocialPlayer(social, { level: 15 });
    const kicked = await createSocialPlayer(social, { level: 15 });
    await social.server.db.query('UPDATE players SET gold = 2000 WHERE id = $1', [lead.id]);
    const post = async (token: string, path: string, form: Record<string, string | number>) => {
      const answer = await call<{ clan: { id: number } }>(social.server.app, 'POST', path, { token, form });
      expect(answer.status, path).toBe(200);
      return answer.body;
    };
    const clanId = (await post(lead.token, '/api/clan/create', { name: `Closing ${lead.id}` })).clan.id;
    await post(lead.token, '/api/clan/invite', { playerId: kicked.id });
    await post(kicked.token, '/api/clan/invitation/accept', { clanId });
    const k = await liveStoreFor(social, kicked.token);
    stops.push(k.stop);
    await openChatTab(k.store, ChatTab.CLAN);
    expect([k.store.get(playerAtom)?.clanId, k.store.get(clanRoomClosedAtom)]).toEqual([clanId, false]);

    await post(lead.token, '/api/clan/participant/action', { playerId: kicked.id, type: 'KICK' });
    await until(() => k.store.get(playerAtom)?.clanId === null, 'the clan id cleared by the live note');
    expect([k.store.get(clanRoomClosedAtom), k.store.get(chatTabAtom)]).toEqual([true, ChatTab.MAIN]);
  });
});

describe("the server's refusals (product §5, §8)", () => {
  it('refuses a player below level 10, with the level in the text', async () => {
    const low = await createSocialPlayer(social, { level: 9 });
    const { store } = await storeFor(social, low.token);
    const error = await rejectionOf(sendChatMessage(store, ChatTab.MAIN, 'hi'));
    expect(isApiError(error) && error.code).toBe('CHAT_LEVEL_REQUIRED');
    expect(i18n._(errorMessage(error))).toBe('You need level 10 to send a message');
    expect(idsOf(store)).toEqual([]);
  });

  it('refuses a chat-banned player', async () => {
    const banned = await createSocialPlayer(social);
    await social.server.db.query(
      "INSERT INTO bans (player_id, scope, reason, until, created_at) VALUES ($1, 'CHAT', 'FLOOD', now() + interval '1 hour', now())",
      [banned.id],
    );
    const { store } = await storeFor(social, banned.token);
    const error = await rejectionOf(sendChatMessage(store, ChatTab.MAIN, 'hi'));
    // The refusal names the ban's end and reason, and the player reads both.
    expect(i18n._(errorMessage(error))).toMatch(/^Your chat is closed until .+ for flooding$/);
  });

  it('refuses a flood: the sixth message within 10 s', async () => {
    const fast = await createSocialPlayer(social);
    const { store } = await storeFor(social, fast.token);
    for (let i = 1; i <= 5; i++) await sendChatMessage(store, ChatTab.MAIN, `line ${i}`);
    const error = await rejectionOf(sendChatMessage(store, ChatTab.MAIN, 'line 6'));
    expect(isApiError(error) && error.code).toBe('TOO_MANY_REQUESTS');
    expect(store.get(chatRoomsAtom).MAIN.messages.map((m) => m.text)).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5']);
  });

  it('does not send an empty or too long text at all', async () => {
    const ann = await createSocialPlayer(social);
    const requests: SentRequest[] = [];
    const { store } = await storeFor(social, ann.token, { requests });
    requests.length = 0;
    const long = await rejectionOf(sendChatMessage(store, ChatTab.MAIN, 'я'.repeat(CHAT_MESSAGE_MAX + 1)));
    expect(i18n._(errorMessage(long))).toBe('The text is too long');
    const blank = await rejectionOf(sendChatMessage(store, ChatTab.MAIN, '   '));
    expect(i18n._(errorMessage(blank))).toBe('Write something first');
    expect(requests).toEqual([]);
    // The limit counts characters as the player sees them: 1000 emoji are allowed.
    expect(validateChatText('🙂'.repeat(CHAT_MESSAGE_MAX))).toBeNull();
  });
});

describe('the new-messages marker (technical §2: closing chat marks it seen)', () => {
  it("lights for someone else's message and goes out when chat closes", async () => {
    const ann = await createSocialPlayer(social);
    const bob = await createSocialPlayer(social);
    const a = await liveStoreFor(social, ann.token);
    const b = await liveStoreFor(social, bob.token);
    stops.push(a.stop, b.stop, async () => unwatch());
    const unwatch = watchChatClose(a.store);

    a.store.set(overlayAtom, OverlayName.chat);
    await openChatTab(a.store, ChatTab.MAIN);
    const own = await sendChatMessage(a.store, ChatTab.MAIN, 'mine');
    expect(a.store.get(chatUnseenAtom)).toBe(false);

    const first = await sendChatMessage(b.store, ChatTab.MAIN, 'from Bob');
    await until(() => idsOf(a.store).includes(first.id), 'Bob at Ann');
    // Not marked while Ann has chat open; closing it marks Bob's message seen, so the mark stays off.
    expect(a.store.get(chatUnseenAtom)).toBe(false);
    a.store.set(overlayAtom, null);
    expect(a.store.get(chatUnseenAtom)).toBe(false);

    const second = await sendChatMessage(b.store, ChatTab.MAIN, 'again');
    await until(() => idsOf(a.store).includes(second.id), 'the second message at Ann');
    expect(a.store.get(chatUnseenAtom)).toBe(true);
    expect(idsOf(a.store)).toEqual([own.id, first.id, second.id]);
  });
});
