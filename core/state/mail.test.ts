import type { Store } from 'jotai/vanilla';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../api/ApiError.ts';
import { until } from '../../test/support/wait.ts';
import { OverlayName, overlayAtom, playerAtom } from './atoms.ts';
import {
  blockMailPartner,
  closeMailDialog,
  loadMailRooms,
  loadOlderMail,
  mailDialogAtom,
  mailRoomsAtom,
  openMailDialog,
  sendMail,
  unblockMailPartner,
  watchMailClose,
} from './mail.ts';
import { createSocialPlayer, liveStoreFor, sharedReferenceServer, storeFor, type SentRequest, type ReferenceServer } from '../../test/support/referenceServer.ts';
import { rejectionOf } from '../../test/support/rejection.ts';

let social: ReferenceServer;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  social = await sharedReferenceServer();
});
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((clean) => clean()));
});

const dialogTexts = (store: Pick<Store, 'get'>) => store.get(mailDialogAtom)?.messages.map((m) => m.text) ?? [];
const rooms = (store: Pick<Store, 'get'>) => {
  const held = store.get(mailRoomsAtom);
  return held.status === 'ready' ? held.value : [];
};
const partnerOf = (player: { id: number; name: string }, extra: { support?: boolean; blocked?: boolean } = {}) => ({
  partner: player.id,
  partnerName: player.name,
  support: extra.support ?? false,
  blocked: extra.blocked ?? false,
});


describe('a private dialog', () => {
  it('reaches the partner live, lights the new-mail marker, and reading it clears the marker on closing mail', async () => {
    const ann = await createSocialPlayer(social);
    const bob = await createSocialPlayer(social);
    const a = await liveStoreFor(social, ann.token);
    const b = await liveStoreFor(social, bob.token);
    cleanups.push(a.stop, b.stop, watchMailClose(b.store, () => undefined));
    await loadMailRooms(b.store);
    expect(rooms(b.store)).toEqual([]);

    await openMailDialog(a.store, partnerOf(bob));
    const sent = await sendMail(a.store, 'Hello, Bob');
    expect(dialogTexts(a.store)).toEqual(['Hello, Bob']);

    // Bob's list learns of a new partner and reloads (only the server knows the name); the marker lights.
    await until(() => rooms(b.store).length === 1, "the dialog in Bob's list");
    expect(rooms(b.store)[0]).toMatchObject({ partner: ann.id, partnerName: ann.name, lastText: 'Hello, Bob', unread: 1 });
    expect(b.store.get(playerAtom)?.haveNewMailMessage).toBe(true);

    b.store.set(overlayAtom, OverlayName.mail);
    await openMailDialog(b.store, partnerOf(ann));
    expect(b.store.get(mailDialogAtom)?.messages.map((m) => m.id)).toEqual([sent.id]);
    expect(rooms(b.store)[0]?.unread).toBe(0);
    const reply = await sendMail(b.store, 'Hi, Ann');
    await until(() => dialogTexts(a.store).length === 2, "the reply in Ann's dialog");
    expect(a.store.get(mailDialogAtom)?.messages.map((m) => m.id)).toEqual([sent.id, reply.id]);

    // Closing mail refreshes the player info (technical §2): the server says nothing is unread now.
    b.store.set(overlayAtom, null);
    expect(b.store.get(mailDialogAtom)).toBeNull();
    await until(() => b.store.get(playerAtom)?.haveNewMailMessage === false, 'the refreshed player');
  });

  it('pages back 20 at a time below the oldest held message', async () => {
    const ann = await createSocialPlayer(social);
    const bob = await createSocialPlayer(social);
    const rows = await social.server.db.query<{ id: number }>(
      `INSERT INTO mail_messages (sender_id, receiver_id, text, created_at)
       SELECT CASE WHEN g % 2 = 0 THEN $1::integer ELSE $2::integer END, CASE WHEN g % 2 = 0 THEN $2::integer ELSE $1::integer END,
              'old ' || g, now() - interval '1 hour' FROM generate_series(1, 27) g RETURNING id`,
      [ann.id, bob.id],
    );
    const ids = rows.map((r) => r.id).sort((x, y) => x - y);
    const { store } = await storeFor(social, ann.token);
    await openMailDialog(store, partnerOf(bob));
    expect(store.get(mailDialogAtom)?.messages.map((m) => m.id)).toEqual(ids.slice(-20));
    expect(store.get(mailDialogAtom)?.hasOlder).toBe(true);
    await loadOlderMail(store);
    expect(store.get(mailDialogAtom)?.messages.map((m) => m.id)).toEqual(ids);
    expect(store.get(mailDialogAtom)?.hasOlder).toBe(false);
  });

  it('sends with the support flag only in a support dialog', async () => {
    const ann = await createSocialPlayer(social);
    const helper = await createSocialPlayer(social, { accessLevel: 'MODERATOR' });
    const requests: SentRequest[] = [];
    const { store } = await storeFor(social, ann.token, { requests });
    const h = await storeFor(social, helper.token);
    await openMailDialog(h.store, partnerOf(ann, { support: true }));
    await sendMail(h.store, 'Support here: how can we help?');

    await loadMailRooms(store);
    const room = rooms(store)[0];
    expect(room).toMatchObject({ partner: helper.id, support: true });
    await openMailDialog(store, partnerOf(helper, { support: room?.support ?? false }));
    await sendMail(store, 'My hero is stuck');
    await openMailDialog(store, partnerOf(await createSocialPlayer(social)));
    await sendMail(store, 'Hi there');
    const sends = requests.filter((r) => r.path.endsWith('/send')).map((r) => r.params.support);
    expect(sends).toEqual(['true', 'false']);
  });
});

describe('the black list (product §4: blocking deletes the shared messages)', () => {
  it('clears the dialog on blocking, refuses mail both ways, and lets it flow again after unblocking', async () => {
    const ann = await createSocialPlayer(social);
    const bob = await createSocialPlayer(social);
    const a = await storeFor(social, ann.token);
    const b = await storeFor(social, bob.token);
    await openMailDialog(a.store, partnerOf(bob));
    await openMailDialog(b.store, partnerOf(ann));
    await sendMail(a.store, 'first');
    await loadMailRooms(a.store);

    await blockMailPartner(a.store, bob.id);
    expect(a.store.get(mailDialogAtom)).toMatchObject({ partner: bob.id, blocked: true, messages: [] });
    expect(rooms(a.store)[0]).toMatchObject({ partner: bob.id, blocked: true });
    const refused = await rejectionOf(sendMail(b.store, 'are you there?'));
    expect(isApiError(refused) && refused.code).toBe('MAIL_BLOCKED');

    // The server forgot the messages too: a fresh open finds none, and the list keeps the blocked partner.
    await closeMailDialog(a.store);
    expect(rooms(a.store)).toEqual([expect.objectContaining({ partner: bob.id, blocked: true, lastText: '' })]);
    await openMailDialog(a.store, partnerOf(bob, { blocked: true }));
    expect(dialogTexts(a.store)).toEqual([]);

    await unblockMailPartner(a.store, bob.id);
    expect(a.store.get(mailDialogAtom)?.blocked).toBe(false);
    await sendMail(b.store, 'hello again');
    await openMailDialog(a.store, partnerOf(bob));
    expect(dialogTexts(a.store)).toEqual(['hello again']);
  });
});
