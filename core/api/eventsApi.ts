import type { EventsView, Place } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The event and snow world calls of issue 12 (fixtures/server/API.md "Events and the snow world"); each rejects with
 * an `ApiError` on a non-2xx answer (SNOW_WORLD_TIME_LIMIT, EVENT_NOT_RUNNING, OFFERING_USED, PLACE_TOO_FAR…).
 */
export interface EventsApi {
  view(): Promise<EventsView>;
  /** The road's special places: the stair's untaken finds and, while an event runs, its currency places. */
  specialPlaces(): Promise<Place[]>;
  takePlace(id: number): Promise<EventsView>;
  buyReward(id: number): Promise<EventsView>;
  enterSnowWorld(): Promise<EventsView>;
  leaveSnowWorld(): Promise<EventsView>;
  takeDrift(): Promise<EventsView>;
}

export function createEventsApi(layer: Pick<RequestLayer, 'get' | 'postForm'>): EventsApi {
  const { get, postForm } = layer;
  return {
    view: () => get<EventsView>('/api/event/get'),
    specialPlaces: () => get<Place[]>('/api/place/special/get'),
    takePlace: (id) => postForm<EventsView>(`/api/place/special/${id}/take`),
    buyReward: (id) => postForm<EventsView>(`/api/event/reward/${id}/buy`),
    enterSnowWorld: () => postForm<EventsView>('/api/snow/enter'),
    leaveSnowWorld: () => postForm<EventsView>('/api/snow/leave'),
    takeDrift: () => postForm<EventsView>('/api/snow/drift/take'),
  };
}
