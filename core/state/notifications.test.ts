import { beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../api/ApiError.ts';
import { addNotification } from '../../fixtures/server/social/notificationStore.ts';
import { playerAtom } from './atoms.ts';
import { notificationsAtom, openNotifications, removeNotification } from './notifications.ts';
import { createSocialPlayer, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';

let social: ReferenceServer;
beforeAll(async () => {
  social = await sharedReferenceServer();
});

describe('the gifts inbox', () => {
  it('lists gifts and system messages on opening and resets the new-gift and new-mail flags', async () => {
    const ann = await createSocialPlayer(social);
    const friend = await createSocialPlayer(social, { name: 'Generous' });
    const now = Date.now();
    await addNotification(social.server.db, { playerId: ann.id, kind: 'SYSTEM', text: 'Welcome!' }, now);
    await addNotification(
      social.server.db,
      { playerId: ann.id, kind: 'GIFT', senderId: friend.id, text: 'For you', giftKind: 'EMERALDS_15' },
      now,
    );
    await social.server.db.query('UPDATE players SET have_new_mail_message = true WHERE id = $1', [ann.id]);
    const { store, setPlayer } = await storeFor(social, ann.token);
    setPlayer();
    expect(store.get(playerAtom)).toMatchObject({ haveNewGift: true, haveNewMailMessage: true });

    await openNotifications(store);
    const held = store.get(notificationsAtom);
    expect(held.status === 'ready' && held.value.map((n) => [n.kind, n.senderName, n.text, n.giftKind])).toEqual([
      ['GIFT', 'Generous', 'For you', 'EMERALDS_15'],
      ['SYSTEM', null, 'Welcome!', null],
    ]);
    expect(store.get(playerAtom)).toMatchObject({ haveNewGift: false, haveNewMailMessage: false });
  });

  it('removes one notification, and refuses one that is not there', async () => {
    const ann = await createSocialPlayer(social);
    const first = await addNotification(social.server.db, { playerId: ann.id, kind: 'SYSTEM', text: 'one' }, Date.now());
    await addNotification(social.server.db, { playerId: ann.id, kind: 'SYSTEM', text: 'two' }, Date.now());
    const { store } = await storeFor(social, ann.token);
    await openNotifications(store);
    await removeNotification(store, first.id);
    const held = store.get(notificationsAtom);
    expect(held.status === 'ready' && held.value.map((n) => n.text)).toEqual(['two']);

    // Another player's or a missing notification (a repeat within the anti-repeat window would share the
    // first call's answer instead).
    const other = await createSocialPlayer(social);
    const foreign = await addNotification(social.server.db, { playerId: other.id, kind: 'SYSTEM', text: 'not yours' }, Date.now());
    let refused: unknown = null;
    await removeNotification(store, foreign.id).catch((error: unknown) => {
      refused = error;
    });
    expect(isApiError(refused) && refused.code).toBe('NOT_FOUND');
    // A fresh list from the server agrees.
    await openNotifications(store);
    const again = store.get(notificationsAtom);
    expect(again.status === 'ready' && again.value.map((n) => n.text)).toEqual(['two']);
  });
});
