import { beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../api/ApiError.ts';
import { overlayAtom, OverlayName } from './atoms.ts';
import { loadProfile, profileViewAtom } from './profile.ts';
import { openProfile } from './social.ts';
import { createSocialPlayer, sharedReferenceServer, storeFor, type ReferenceServer } from '../../test/support/referenceServer.ts';

let social: ReferenceServer;
let viewer: { token: string; id: number; name: string };
let owl: { token: string; id: number; name: string };
let clanId: number;

beforeAll(async () => {
  social = await sharedReferenceServer();
  const [clan] = await social.server.db.query<{ id: number }>("INSERT INTO clans (name, level) VALUES ('Night Owls', 6) RETURNING id");
  clanId = clan?.id ?? 0;
  viewer = await createSocialPlayer(social, { name: 'Watcher', level: 11 });
  owl = await createSocialPlayer(social, { name: 'Owlet', level: 14 });
  await social.server.db.query('UPDATE players SET clan_id = $2 WHERE id = $1', [owl.id, clanId]);
});

describe('the profile page state against the reference server', () => {
  it('opening a profile from the chat page replaces that page and loads the player card', async () => {
    const { store } = await storeFor(social, viewer.token);
    store.set(overlayAtom, OverlayName.chat);
    openProfile(store, { kind: 'player', id: owl.id });
    expect(store.get(overlayAtom)).toBe(OverlayName.profile);
    const loading = loadProfile(store);
    expect(store.get(profileViewAtom)).toEqual({ status: 'loading', target: { kind: 'player', id: owl.id } });
    await loading;
    const view = store.get(profileViewAtom);
    expect(view.status === 'ready' && view.value.kind === 'player' && view.value.profile).toMatchObject({
      id: owl.id,
      name: 'Owlet',
      level: 14,
      clan: { id: clanId, name: 'Night Owls' },
    });
  });

  it("loads a clan's details, and keeps the newest target when an older answer lands late", async () => {
    const { store } = await storeFor(social, viewer.token);
    openProfile(store, { kind: 'clan', id: clanId });
    const clanLoad = loadProfile(store);
    // The player clicks a member before the clan's details arrive.
    openProfile(store, { kind: 'player', id: owl.id });
    const playerLoad = loadProfile(store);
    await Promise.all([clanLoad, playerLoad]);
    const view = store.get(profileViewAtom);
    expect(view.status === 'ready' && view.target).toEqual({ kind: 'player', id: owl.id });

    openProfile(store, { kind: 'clan', id: clanId });
    await loadProfile(store);
    const clan = store.get(profileViewAtom);
    expect(clan.status === 'ready' && clan.value.kind === 'clan' && clan.value.profile).toMatchObject({
      name: 'Night Owls',
      level: 6,
      members: [{ id: owl.id, name: 'Owlet', level: 14 }],
    });
  });

  it('shows a failed state with the server refusal for a player that does not exist', async () => {
    const { store } = await storeFor(social, viewer.token);
    openProfile(store, { kind: 'player', id: 876_543 });
    await loadProfile(store);
    const view = store.get(profileViewAtom);
    expect(view.status).toBe('failed');
    expect(view.status === 'failed' && isApiError(view.error) && view.error.code).toBe('NOT_FOUND');
  });
});
