import { atom } from 'jotai/vanilla';
import { RATING_PAGE, RATING_RETRIES, RatingType, type RatingPage, type RatingRow } from '../model/index.ts';
import type { StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { requireSocial } from './social.ts';

/** What the rating shows: a type and a name filter (technical §4 "Rating"). */
export interface RatingQuery {
  type: RatingType;
  filter: string;
}

export interface RatingState {
  query: RatingQuery;
  /** By position, each position once. */
  rows: readonly RatingRow[];
  meta: RatingPage['meta'] | null;
  /** The page being fetched (with its retries), or the last failure. */
  load: Remote;
  hasMore: boolean;
}

export const initialRatingQuery: RatingQuery = { type: RatingType.params, filter: '' };

export const ratingAtom = atom<RatingState>({
  query: initialRatingQuery,
  rows: [],
  meta: null,
  load: idle,
  hasMore: true,
});

/** Not given by the spec: long enough for a blip to pass, short enough that 5 retries stay under 10 s. */
export const RATING_RETRY_DELAY_MS = 1500;

export interface RatingDeps {
  retryDelayMs?: number;
  logError?: (...args: unknown[]) => void;
}

/** Every fetch takes a ticket; an answer whose ticket is no longer the latest is dropped (the query changed). */
const ratingTicketAtom = atom(0);
const takeTicket = (store: StoreAccess): number => {
  const ticket = store.get(ratingTicketAtom) + 1;
  store.set(ratingTicketAtom, ticket);
  return ticket;
};

const sameQuery = (a: RatingQuery, b: RatingQuery): boolean => a.type === b.type && a.filter.trim() === b.filter.trim();

/**
 * The positions of the next page (technical §9): from the loaded length + 1, RATING_PAGE of them, one more
 * when a filter is set.
 */
export function nextRatingRange(loaded: number, filter: string): { from: number; to: number } {
  const from = loaded + 1;
  const count = RATING_PAGE + (filter.trim() === '' ? 0 : 1);
  return { from, to: from + count - 1 };
}

const mergeRows = (held: readonly RatingRow[], incoming: readonly RatingRow[]): readonly RatingRow[] => {
  const known = new Set(held.map((r) => r.positionNumber));
  const fresh = incoming.filter((r) => !known.has(r.positionNumber));
  return fresh.length === 0 ? held : [...held, ...fresh].sort((a, b) => a.positionNumber - b.positionNumber);
};

/**
 * Fetches the next page for the current query. A failure a retry can cure (no answer, a 5xx) is retried up to
 * RATING_RETRIES times with the same parameters, by ky's own retry; then the rating is cleared and an error
 * logged (technical §8). A query changed meanwhile drops the retries.
 */
export async function loadMoreRating(store: StoreAccess, deps: RatingDeps = {}): Promise<void> {
  const state = store.get(ratingAtom);
  if (state.load.status === 'loading' || !state.hasMore) return;
  const social = requireSocial(store);
  const ticket = takeTicket(store);
  const { query } = state;
  const range = nextRatingRange(state.rows.length, query.filter);
  const logError = deps.logError ?? console.error;
  store.set(ratingAtom, { ...state, load: loading });

  let attempts = 1;
  const retry = {
    limit: RATING_RETRIES,
    delayMs: deps.retryDelayMs ?? RATING_RETRY_DELAY_MS,
    // The player changed the query during the pause: the retries of the old one are not wanted.
    beforeRetry: (retryCount: number): boolean => {
      if (ticket !== store.get(ratingTicketAtom)) return false;
      attempts = retryCount + 1;
      return true;
    },
  };
  let page: RatingPage;
  try {
    page = await social.rating.byType(query.type, { ...range, filter: query.filter }, { retry });
  } catch (error: unknown) {
    if (ticket !== store.get(ratingTicketAtom)) return;
    store.set(ratingAtom, { query, rows: [], meta: null, load: failed(error), hasMore: false });
    logError(
      `Rating: ${query.type} positions ${range.from}-${range.to}${query.filter.trim() ? ` filtered by "${query.filter.trim()}"` : ''} failed ${attempts === 1 ? 'once' : `${attempts} times`}`,
      error,
    );
    return;
  }
  if (ticket !== store.get(ratingTicketAtom)) return;
  const current = store.get(ratingAtom);
  store.set(ratingAtom, {
    ...current,
    rows: mergeRows(current.rows, page.rows),
    meta: page.meta,
    load: ready(),
    // A page shorter than asked is the end of the (filtered) rating.
    hasMore: page.rows.length >= range.to - range.from + 1,
  });
}

/** Changing the type or the filter resets the list and refetches it (technical §4 "Rating"). */
export async function setRatingQuery(store: StoreAccess, change: Partial<RatingQuery>, deps: RatingDeps = {}): Promise<void> {
  const current = store.get(ratingAtom);
  const query = { ...current.query, ...change };
  if (sameQuery(query, current.query) && current.load.status !== 'idle') {
    store.set(ratingAtom, { ...current, query });
    return;
  }
  takeTicket(store);
  store.set(ratingAtom, { query, rows: [], meta: null, load: idle, hasMore: true });
  await loadMoreRating(store, deps);
}

/** Opening the rating: the first page of the current query, or a fresh start after a failure. */
export async function openRating(store: StoreAccess, deps: RatingDeps = {}): Promise<void> {
  const state = store.get(ratingAtom);
  if (state.load.status === 'idle' && state.rows.length === 0) return loadMoreRating(store, deps);
  if (state.load.status === 'failed') {
    takeTicket(store);
    store.set(ratingAtom, { ...state, rows: [], meta: null, load: idle, hasMore: true });
    return loadMoreRating(store, deps);
  }
}
