import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { RATING_RETRIES, RatingType } from '../model/index.ts';
import { loadMoreRating, nextRatingRange, openRating, ratingAtom, setRatingQuery } from './rating.ts';
import { startProxy, type SwitchableProxy } from '../../test/support/proxies.ts';
import { createSocialPlayer, sharedReferenceServer, storeFor, type SentRequest, type ReferenceServer } from '../../test/support/referenceServer.ts';
import { until } from '../../test/support/wait.ts';

let social: ReferenceServer;
let viewer: { token: string; id: number; name: string };
/** Names and levels of the seeded players, best level first. */
const seeded: { name: string; level: number }[] = [];

beforeAll(async () => {
  social = await sharedReferenceServer();
  // 24 players on distinct levels 20..43; four of them named Zed… for the filter.
  for (let i = 0; i < 24; i++) {
    const name = i % 6 === 0 ? `Zed${i}` : `Rater${i}`;
    await createSocialPlayer(social, { name, level: 20 + i });
    seeded.unshift({ name, level: 20 + i });
  }
  viewer = await createSocialPlayer(social, { name: 'Viewer', level: 15 });
  await social.server.db.query(
    "INSERT INTO clans (name, level) VALUES ('Owls', 3), ('Hawks', 9), ('Larks', 5)",
  );
});

const ratingCalls = (requests: SentRequest[]) =>
  requests
    .map((r) => r.url)
    .filter((r) => r.pathname.startsWith('/api/rating/by/'))
    .map((r) => `${r.pathname.slice('/api/rating/by/'.length)} ${r.searchParams.get('from')}-${r.searchParams.get('to')}${r.searchParams.has('filter') ? ` ${r.searchParams.get('filter')}` : ''}`);

describe('nextRatingRange (technical §9)', () => {
  it('starts at the loaded length + 1 and asks one extra row with a filter', () => {
    expect(nextRatingRange(0, '')).toEqual({ from: 1, to: 10 });
    expect(nextRatingRange(10, '  ')).toEqual({ from: 11, to: 20 });
    expect(nextRatingRange(11, 'ze')).toEqual({ from: 12, to: 22 });
  });
});

describe('the rating against the reference server', () => {
  it('pages through the level rating 10 at a time with its meta, and ends on a short page', async () => {
    const requests: SentRequest[] = [];
    const { store } = await storeFor(social, viewer.token, { requests });
    await setRatingQuery(store, { type: RatingType.level });
    let state = store.get(ratingAtom);
    expect(state.rows.map((r) => [r.positionNumber, r.name, r.level])).toEqual(
      seeded.slice(0, 10).map((p, i) => [i + 1, p.name, p.level]),
    );
    // The viewer (level 15) comes after the 24 seeded players.
    expect(state.meta).toMatchObject({ playersTotal: 25, myPosition: 25 });
    expect(state.hasMore).toBe(true);

    await loadMoreRating(store);
    await loadMoreRating(store);
    state = store.get(ratingAtom);
    expect(state.rows.map((r) => r.positionNumber)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(state.rows.at(-1)?.name).toBe('Viewer');
    expect(state.hasMore).toBe(false);
    await loadMoreRating(store);
    expect(ratingCalls(requests)).toEqual(['level 1-10', 'level 11-20', 'level 21-30']);
  });

  it('resets and refetches on a new filter, asking one extra row, with positions in the whole rating', async () => {
    const requests: SentRequest[] = [];
    const { store } = await storeFor(social, viewer.token, { requests });
    await setRatingQuery(store, { type: RatingType.level });
    await setRatingQuery(store, { filter: 'zed' });
    const state = store.get(ratingAtom);
    const zeds = seeded.map((p, i) => ({ ...p, position: i + 1 })).filter((p) => p.name.startsWith('Zed'));
    expect(state.rows.map((r) => [r.positionNumber, r.name])).toEqual(zeds.map((p) => [p.position, p.name]));
    expect(state.hasMore).toBe(false);
    expect(ratingCalls(requests)).toEqual(['level 1-10', 'level 1-11 zed']);
  });

  it('resets on a new type: the clan rating by clan level', async () => {
    const { store } = await storeFor(social, viewer.token);
    await setRatingQuery(store, { type: RatingType.level });
    await setRatingQuery(store, { type: RatingType.clanLevel });
    expect(store.get(ratingAtom).rows.map((r) => [r.positionNumber, r.name, r.level])).toEqual([
      [1, 'Hawks', 9],
      [2, 'Larks', 5],
      [3, 'Owls', 3],
    ]);
    expect(store.get(ratingAtom).query).toEqual({ type: RatingType.clanLevel, filter: '' });
  });
});

/** The pause the paced tests ask for: no other timer of the request path (ky's 30 s timeouts, undici's) is this long. */
const PAUSE_MS = 250;

describe('a failing rating fetch (technical §8)', () => {
  let proxy: SwitchableProxy;
  let timeouts: MockInstance<typeof setTimeout> | null = null;
  beforeAll(async () => {
    proxy = await startProxy(social.url);
  });
  afterEach(() => {
    // The spy first: it wraps the fake, which useRealTimers then replaces by the real setTimeout.
    timeouts?.mockRestore();
    timeouts = null;
    vi.useRealTimers();
  });
  afterAll(() => proxy.close());

  /**
   * Fakes setTimeout, which ky's retry pause runs on, so a pause lasts until the test steps the clock past it;
   * answers how many pauses of PAUSE_MS have started. Call it after the store exists: undici makes its own
   * timer wheel on the first fetch of the process, and it must stay on the real clock.
   */
  const fakeRetryPauses = (): (() => number) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    const spy = vi.spyOn(globalThis, 'setTimeout');
    timeouts = spy;
    return () => spy.mock.calls.filter(([, ms]) => ms === PAUSE_MS).length;
  };

  it('is retried 5 times with the same parameters, then the rating is cleared and an error logged', async () => {
    const requests: SentRequest[] = [];
    const logged: unknown[][] = [];
    const { store } = await storeFor(social, viewer.token, { requests, baseUrl: proxy.url });
    const deps = { retryDelayMs: 0, logError: (...args: unknown[]) => logged.push(args) };
    await setRatingQuery(store, { type: RatingType.level }, deps);
    expect(store.get(ratingAtom).rows).toHaveLength(10);

    await proxy.down();
    try {
      await loadMoreRating(store, deps);
    } finally {
      await proxy.up();
    }
    expect(ratingCalls(requests)).toEqual(['level 1-10', ...Array.from({ length: RATING_RETRIES + 1 }, () => 'level 11-20')]);
    const state = store.get(ratingAtom);
    expect(state.rows).toEqual([]);
    expect(state.meta).toBeNull();
    expect(state.load.status).toBe('failed');
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[0])).toBe('Rating: level positions 11-20 failed 6 times');

    // Opening the rating again starts over.
    await openRating(store, deps);
    expect(store.get(ratingAtom).rows.map((r) => r.positionNumber)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('keeps the page when a retry gets through', async () => {
    const requests: SentRequest[] = [];
    const logged: unknown[][] = [];
    const { store } = await storeFor(social, viewer.token, { requests, baseUrl: proxy.url });
    const pauses = fakeRetryPauses();
    await proxy.down();
    const loading = setRatingQuery(store, { type: RatingType.params }, { retryDelayMs: PAUSE_MS, logError: (...args) => logged.push(args) });
    try {
      // Attempts 1 to 3 meet the outage; after each failure ky pauses, and the pause ends when the clock is stepped.
      for (let failed = 1; failed <= 3; failed++) {
        await until(() => pauses() === failed, `the pause after failed attempt ${failed}`);
        if (failed === 3) await proxy.up();
        await vi.advanceTimersByTimeAsync(PAUSE_MS);
      }
    } finally {
      await proxy.up();
    }
    await loading;
    expect(ratingCalls(requests).length).toBeGreaterThanOrEqual(3);
    expect(ratingCalls(requests).length).toBeLessThanOrEqual(RATING_RETRIES + 1);
    // Exactly: three failed attempts and the retry that got through, all for the same page.
    expect(ratingCalls(requests)).toEqual(Array.from({ length: 4 }, () => 'params 1-10'));
    expect(new Set(ratingCalls(requests))).toEqual(new Set(['params 1-10']));
    expect(store.get(ratingAtom).rows).toHaveLength(10);
    expect(logged).toEqual([]);
  });

  it('drops the retries of a query the player has already changed', async () => {
    const requests: SentRequest[] = [];
    const logged: unknown[][] = [];
    const { store } = await storeFor(social, viewer.token, { requests, baseUrl: proxy.url });
    const deps = { retryDelayMs: PAUSE_MS, logError: (...args: unknown[]) => logged.push(args) };
    const pauses = fakeRetryPauses();
    await proxy.down();
    const stale = setRatingQuery(store, { type: RatingType.arenaPosition }, deps);
    try {
      // The first attempt and one retry fail; the player changes the query during the pause after the retry.
      await until(() => pauses() === 1, 'the pause after the first arena attempt');
      await vi.advanceTimersByTimeAsync(PAUSE_MS);
      await until(() => pauses() === 2, 'the pause after the arena retry');
    } finally {
      await proxy.up();
    }
    await setRatingQuery(store, { type: RatingType.level }, deps);
    // Ends the stale pause: the arena query is no longer wanted, so no retry of it may go out.
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    await stale;
    expect(store.get(ratingAtom).query.type).toBe(RatingType.level);
    expect(store.get(ratingAtom).rows).toHaveLength(10);
    expect(logged).toEqual([]);
    const arena = ratingCalls(requests).filter((c) => c.startsWith('arenaPosition'));
    expect(arena.length).toBeLessThan(RATING_RETRIES + 1);
    // A retry sent after the change would be a third arena call by now (`stale` settles only after it); with
    // the proxy back up it would even succeed, so only this count can tell.
    expect(arena).toEqual(['arenaPosition 1-10', 'arenaPosition 1-10']);
  });
});
