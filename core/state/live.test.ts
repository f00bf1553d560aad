import type { Store } from 'jotai/vanilla';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/support/wait.ts';
import { NotificationType, StompDestination } from '../model/index.ts';
import { connectionLostAtom, playerAtom, playerInfoAtom } from './atoms.ts';
import { ChatTab, chatRoomsAtom, openChatTab, sendChatMessage } from './chat.ts';
import { LiveStatus, catchUpAfterReconnect, dispatchLiveNotification, liveStatusAtom, startLive, type OpenLiveChannel } from './live.ts';
import { mailDialogAtom, openMailDialog, sendMail } from './mail.ts';
import { startProxy, type SwitchableProxy } from '../../test/support/proxies.ts';
import { channelFactory, createSocialPlayer, liveStoreFor, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';

let social: ReferenceServer;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  social = await sharedReferenceServer();
});
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((clean) => clean()));
  await social.server.db.query('DELETE FROM chat_messages');
  await social.server.db.query('DELETE FROM mail_messages');
});

const chatIds = (store: Pick<Store, 'get'>) => store.get(chatRoomsAtom).MAIN.messages.map((m) => m.id);

describe('startLive (technical §4: the first player set opens the channel)', () => {
  it('opens the channel once, when the first player is set, and not again for later player updates', async () => {
    const ann = await createSocialPlayer(social);
    const { store, layer, info } = await storeFor(social, ann.token);
    const opened: string[] = [];
    const real = channelFactory(social.url, () => layer.session.authorization());
    const counting: OpenLiveChannel = (options) => {
      opened.push(options.clientUuid);
      return real(options);
    };
    const stop = startLive(store, { openChannel: counting, logError: () => undefined });
    cleanups.push(stop);
    expect(opened).toEqual([]);
    expect(store.get(liveStatusAtom)).toBe(LiveStatus.idle);

    store.set(playerInfoAtom, info);
    await until(() => store.get(liveStatusAtom) === LiveStatus.connected, 'the channel');
    store.set(playerAtom, { ...info.player, gold: info.player.gold + 5 });
    store.set(playerInfoAtom, { ...info });
    expect(opened).toEqual([info.clientUuid]);
  });

  it('follows the player into a clan: clan messages arrive without a new channel', async () => {
    const ann = await createSocialPlayer(social);
    const mate = await createSocialPlayer(social, { clanId: 31 });
    const a = await liveStoreFor(social, ann.token);
    const m = await liveStoreFor(social, mate.token);
    cleanups.push(a.stop, m.stop);

    // The server reads the clan at SUBSCRIBE, so the database changes first, as a clan join would do.
    await social.server.db.query('UPDATE players SET clan_id = 31 WHERE id = $1', [ann.id]);
    a.store.set(playerAtom, { ...a.info.player, clanId: 31 });
    // Both clan members subscribed: a delete of no message reaches two subscriptions and changes nothing.
    const probe = { notificationType: NotificationType.CHAT_MESSAGE_DELETE, room: 'CLAN', id: 0 };
    await until(() => social.server.broker.publish(StompDestination.clan(31), probe) === 2, "Ann's clan subscription");
    const sent = await sendChatMessage(m.store, ChatTab.CLAN, 'welcome to the clan');
    await until(() => a.store.get(chatRoomsAtom).CLAN.messages.some((msg) => msg.id === sent.id), 'the clan message');
    expect(a.store.get(liveStatusAtom)).toBe(LiveStatus.connected);
  });
});

describe('losing the connection (technical §8) and catching up', () => {
  let proxy: SwitchableProxy;
  beforeAll(async () => {
    proxy = await startProxy(social.url);
  });
  afterAll(() => proxy.close());

  it('shows the connection page and logs when the check fails; after recovery nothing is lost or doubled', async () => {
    const ann = await createSocialPlayer(social);
    const bob = await createSocialPlayer(social);
    const logged: unknown[][] = [];
    // Ann reaches the server through the proxy; Bob directly.
    const a = await liveStoreFor(social, ann.token, { baseUrl: proxy.url, logError: (...args) => logged.push(args) });
    const b = await liveStoreFor(social, bob.token);
    cleanups.push(a.stop, b.stop);
    await openChatTab(a.store, ChatTab.MAIN);
    await openMailDialog(a.store, { partner: bob.id, partnerName: bob.name, support: false, blocked: false });
    const before = await sendChatMessage(b.store, ChatTab.MAIN, 'before the outage');
    await until(() => chatIds(a.store).includes(before.id), 'the first message live');

    await proxy.down();
    await until(() => a.store.get(connectionLostAtom), 'the connection page');
    expect(a.store.get(liveStatusAtom)).toBe(LiveStatus.lost);
    expect(logged.map((args) => String(args[0]))).toEqual([
      'Live: the real-time connection was lost and the server does not answer the connection check',
    ]);

    const missed = [];
    for (const text of ['one', 'two', 'three']) missed.push((await sendChatMessage(b.store, ChatTab.MAIN, text)).id);
    await openMailDialog(b.store, { partner: ann.id, partnerName: ann.name, support: false, blocked: false });
    const mail = await sendMail(b.store, 'did you get this?');

    await proxy.up();
    await until(() => a.store.get(liveStatusAtom) === LiveStatus.connected, 'the reconnect', 8000);
    await until(() => chatIds(a.store).length === 4, 'the missed chat messages');
    expect(chatIds(a.store)).toEqual([before.id, ...missed]);
    await until(() => (a.store.get(mailDialogAtom)?.messages.length ?? 0) === 1, 'the missed mail');
    expect(a.store.get(mailDialogAtom)?.messages.map((m) => m.id)).toEqual([mail.id]);

    // Later messages still come live, once.
    const after = await sendChatMessage(b.store, ChatTab.MAIN, 'after');
    await until(() => chatIds(a.store).includes(after.id), 'a message after the recovery');
    expect(chatIds(a.store)).toEqual([before.id, ...missed, after.id]);
  });

  it('leaves the connection page hidden when the server still answers, and reconnects by itself', async () => {
    const ann = await createSocialPlayer(social);
    const logged: unknown[][] = [];
    const a = await liveStoreFor(social, ann.token, { logError: (...args) => logged.push(args) });
    cleanups.push(a.stop);
    social.server.broker.close();
    await until(() => a.store.get(liveStatusAtom) === LiveStatus.lost, 'the loss');
    await until(() => a.store.get(liveStatusAtom) === LiveStatus.connected, 'the reconnect', 8000);
    expect(a.store.get(connectionLostAtom)).toBe(false);
    expect(logged).toEqual([]);
  });

  it('shows a message that comes both live and in the catch-up once', async () => {
    const ann = await createSocialPlayer(social);
    const bob = await createSocialPlayer(social);
    const a = await liveStoreFor(social, ann.token);
    const b = await storeFor(social, bob.token);
    cleanups.push(a.stop);
    await openChatTab(a.store, ChatTab.MAIN);
    const first = await sendChatMessage(b.store, ChatTab.MAIN, 'first');
    await until(() => chatIds(a.store).includes(first.id), 'the live message');
    const second = await sendChatMessage(b.store, ChatTab.MAIN, 'second');
    await until(() => chatIds(a.store).includes(second.id), 'the second live message');
    // The same push again, then a catch-up that finds both already held.
    dispatchLiveNotification(a.store, { notificationType: NotificationType.CHAT_MESSAGE, message: first });
    await catchUpAfterReconnect(a.store);
    dispatchLiveNotification(a.store, { notificationType: NotificationType.CHAT_MESSAGE, message: second });
    expect(chatIds(a.store)).toEqual([first.id, second.id]);
  });
});
