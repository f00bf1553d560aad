import { beforeAll, describe, expect, it } from 'vitest';
import { GuideCue, GuideStep, guideMarkers } from '../rules/guideSteps.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type ReferenceServer, type SentRequest } from '../../test/support/referenceServer.ts';
import { OverlayName, overlayAtom, sceneAtom, SceneName } from './atoms.ts';
import { completeGuideStep, guidePendingAtom, guideStepAtom, setRoadGuideCue, skipGuide } from './guide.ts';

let reference: ReferenceServer;
beforeAll(async () => {
  reference = await sharedReferenceServer();
});

/** A signed-in store on the road, as the boot leaves a new player after character selection. */
async function onTheRoad(token: string, requests?: SentRequest[]) {
  const made = await storeFor(reference, token, requests ? { requests } : {});
  made.setPlayer();
  made.store.set(sceneAtom, { name: SceneName.road, firstStart: true });
  return made;
}

const markersOnServer = async (token: string): Promise<string[]> => {
  const { info } = await storeFor(reference, token);
  return info.player.playerMarkers.map((m) => m.playerMarker);
};

describe('the first-time guide (issue 10)', () => {
  it('shows a new player how to walk on the road, and nothing while an overlay page is open', async () => {
    const player = await createTestPlayer(reference);
    const { store } = await onTheRoad(player.token);
    expect(store.get(guidePendingAtom)).toBe(true);
    expect(store.get(guideStepAtom)).toBe(GuideStep.walk);
    store.set(overlayAtom, OverlayName.chat);
    expect(store.get(guideStepAtom)).toBeNull();
  });

  it('hides a closed step at once, records its marker on the server, and a reload shows the next step instead', async () => {
    const player = await createTestPlayer(reference);
    const requests: SentRequest[] = [];
    const { store } = await onTheRoad(player.token, requests);
    const done = completeGuideStep(store, GuideStep.walk);
    expect(store.get(guideStepAtom)).toBe(GuideStep.header);
    await done;
    expect(requests.at(-1)).toMatchObject({ path: '/api/marker/add', params: { marker: 'guide.walk' } });
    expect(await markersOnServer(player.token)).toEqual(['guide.walk']);

    const reloaded = await onTheRoad(player.token);
    expect(reloaded.store.get(guideStepAtom)).toBe(GuideStep.header);
  });

  it('explains a place only while one is in reach, and the keeper while the road is blocked', async () => {
    const player = await createTestPlayer(reference);
    const { store } = await onTheRoad(player.token);
    await completeGuideStep(store, GuideStep.walk);
    await completeGuideStep(store, GuideStep.header);
    expect(store.get(guideStepAtom)).toBeNull();
    setRoadGuideCue(store, GuideCue.placeNear, true);
    expect(store.get(guideStepAtom)).toBe(GuideStep.place);
    setRoadGuideCue(store, GuideCue.blocked, true);
    expect(store.get(guideStepAtom)).toBe(GuideStep.keeper);
    setRoadGuideCue(store, GuideCue.blocked, false);
    setRoadGuideCue(store, GuideCue.placeNear, false);
    expect(store.get(guideStepAtom)).toBeNull();

    store.set(sceneAtom, { name: SceneName.battle, firstStart: false });
    expect(store.get(guideStepAtom)).toBe(GuideStep.battle);
  });

  it('skipping records every step left in one addAll call, so a reload shows none', async () => {
    const player = await createTestPlayer(reference);
    const requests: SentRequest[] = [];
    const { store } = await onTheRoad(player.token, requests);
    await completeGuideStep(store, GuideStep.walk);
    await skipGuide(store);
    expect(requests.filter((r) => r.path === '/api/marker/addAll')).toHaveLength(1);
    expect(requests.at(-1)?.params.markers?.split(',')).toEqual(guideMarkers.filter((m) => m !== 'guide.walk'));
    expect(store.get(guideStepAtom)).toBeNull();
    expect(new Set(await markersOnServer(player.token))).toEqual(new Set(guideMarkers));

    const reloaded = await onTheRoad(player.token);
    expect(reloaded.store.get(guidePendingAtom)).toBe(false);
    reloaded.store.set(sceneAtom, { name: SceneName.battle, firstStart: false });
    expect(reloaded.store.get(guideStepAtom)).toBeNull();
  });
});
