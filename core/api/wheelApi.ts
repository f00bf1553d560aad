import type { WheelTicket, WheelView } from '../model/index.ts';
import type { RequestLayer } from './createRequestLayer.ts';

/**
 * The wheel of fortune calls of issue 12 (fixtures/server/API.md "Wheel of fortune"): each answers the wheel as the
 * server holds it after the call, and rejects with an `ApiError` on a refusal (WHEEL_DAILY_LIMIT, NOT_ENOUGH_TICKETS,
 * WHEEL_REWARD_PENDING, WHEEL_NO_REWARD, WHEEL_HERO_NOT_CHOSEN). They are GETs, as technical §7 names them; the
 * server's row lock, not the client, makes a repeated spin or take harmless.
 */
export interface WheelApi {
  status(): Promise<WheelView>;
  /** Spins the wheel of `ticket`; the drawn sector comes back in `pending`. */
  spin(ticket: WheelTicket): Promise<WheelView>;
  /** Takes the waiting reward; `heroId` receives a hero-experience prize. */
  take(heroId: number | null): Promise<WheelView>;
}

export function createWheelApi(layer: Pick<RequestLayer, 'get'>): WheelApi {
  const { get } = layer;
  return {
    status: () => get<WheelView>('/api/campaign/get/wheel/status'),
    spin: (ticket) => get<WheelView>('/api/campaign/spin/wheel', { ticket }),
    take: (heroId) =>
      get<WheelView>('/api/campaign/wheel/take/reward', heroId === null ? {} : { optionalCreatureId: heroId }),
  };
}
