import {
  CLIENT_VERSION,
  type Battle,
  type BattleCompletion,
  type HealthOption,
  type PlacesResponse,
  type Player,
  type PlayerInfo,
  type PlayerInfoWithPlaces,
  type Precalculation,
  type Quality,
} from '../model/index.ts';
import type { ApiClient } from './ApiClient.ts';
import type { RequestLayer } from './createRequestLayer.ts';
import { holdPlaces, placesWithin, type HeldPlaces } from './firstFramePlaces.ts';

/** The reference server caps a client log message (fixtures/server/API.md "Logs and connection"). */
const LOG_MESSAGE_MAX = 4000;

export interface ApiClientOptions {
  /** Sent with client error logs; defaults to the page's host name. */
  domain?: string;
  /** The clock the held first-frame places age by (tests). */
  now?: () => number;
}

/** Every call of the catalogue (technical §7, fixtures/server/API.md) on the request layer. */
export function createApiClient(layer: RequestLayer, options: ApiClientOptions = {}): ApiClient {
  const { get } = layer;
  const now = options.now ?? Date.now;
  // The places of `player/info/road`, held for the road's first `places.ensure`; any change this client sends
  // (every POST, and the two GETs that take a place) may change what ensure would answer, so it drops them.
  let held: HeldPlaces | null = null;
  const postForm: RequestLayer['postForm'] = (...args) => {
    held = null;
    return layer.postForm(...args);
  };
  const changing = <T>(call: () => Promise<T>): Promise<T> => {
    held = null;
    return call();
  };
  /** Battle turn actions repeat on purpose; they skip the anti-repeat window (see RequestLayer.postForm). */
  const turn = { repeatable: true } as const;
  const domain = options.domain ?? (typeof location === 'undefined' ? '' : location.hostname);
  const ok = async (call: Promise<unknown>): Promise<void> => {
    await call;
  };

  return {
    security: {
      isPlayerExist: () => get<{ exists: boolean }>('/api/security/isPlayerExist'),
      registerTrial: (input) =>
        postForm<PlayerInfo>('/api/security/registerTrial', {
          characterAndCompanion: input.characterAndCompanion,
          domain: input.domain,
          lang: input.lang,
          sw: input.sw,
          sh: input.sh,
          cw: input.cw,
          ch: input.ch,
          frontVersion: CLIENT_VERSION,
          h_session: layer.session.sessionId(),
          ref: input.ref,
        }),
      register: (input) => {
        // Product §5: the optional email or phone is sent only when non-blank after trimming.
        const mailOrPhone = input.optionalMailOrPhone?.trim();
        return postForm<PlayerInfo>('/api/security/register', {
          name: input.name,
          password: input.password,
          repeat: input.repeat,
          optionalMailOrPhone: mailOrPhone ? mailOrPhone : undefined,
          consentPrivacy: input.consentPrivacy,
          consentCookies: input.consentCookies,
          ref: input.ref,
        });
      },
      login: (input) =>
        postForm<PlayerInfo>('/api/security/login', { name: input.name, password: input.password, lang: input.lang }),
      logout: () => ok(postForm('/api/security/logout')),
      setName: (name) => postForm<Player>('/api/security/name/set', { name }),
      setMailOrPhone: (mailOrPhone) => postForm<Player>('/api/security/mailOrPhone/set', { mailOrPhone }),
      setPassword: (input) =>
        ok(
          postForm('/api/security/password/set', {
            passwordCurrent: input.passwordCurrent,
            passwordNew: input.passwordNew,
            passwordRepeat: input.passwordRepeat,
          }),
        ),
    },
    player: {
      infoCurrent: (init, options) => get<PlayerInfo>('/api/player/info/current', { frontVersion: CLIENT_VERSION, init }, options),
      infoRoad: async (init, around, options) => {
        held = null;
        const road = await get<PlayerInfoWithPlaces>('/api/player/info/road', { frontVersion: CLIENT_VERSION, init, around }, options);
        // A 204 (the layer started a session reload) answers nothing: there is nothing to hold.
        if (road) held = holdPlaces(road, now());
        return road;
      },
      info: (artifactFrom, artifactTo) => get<PlayerInfo>('/api/player/info', { artifactFrom, artifactTo }),
      current: () => get<Player>('/api/player/current'),
      idCurrent: (host) => get<{ id: number }>(`${(host ?? '').replace(/\/+$/, '')}/api/player/id/current`),
      setCoordinate: (coordinate, contextId) =>
        postForm<{ coordinate: number }>('/api/player/v3/coordinate/set', { coordinate, contextId }),
      updateMoveSpeedMode: (mode) => postForm<Player>('/api/player/updateMoveSpeedMode', { moveSpeedMode: mode }),
      updateSoundMute: (mute) => postForm<Player>('/api/player/updateSoundMute', { soundMute: mute }),
      switchUi: () => postForm<Player>('/api/player/ui/switch'),
      setQuality: (q) => postForm<{ quality: Quality }>(`/api/player/set/quality/${q}`),
      switchLang: (lang) => postForm<Player>(lang ? `/api/player/lang/switch/${lang}` : '/api/player/lang/switch'),
      setRated: () => get<Player>('/api/player/set/rated'),
      healthOptions: () => get<HealthOption[]>('/api/player/health/options'),
      restoreHealth: (optionId) => postForm<Player>(`/api/player/health/${optionId}/restore`),
    },
    places: {
      ensure: (coordFrom, coordTo) => {
        // Held places answer one ensure at most: the road asks again only after it moved on or cleared its places.
        const answer = placesWithin(held, coordFrom, coordTo, now());
        held = null;
        return answer ? Promise.resolve(answer) : get<PlacesResponse>('/api/place/v3/ensure', { coordFrom, coordTo });
      },
      takeResource: (placeId) => changing(() => get<Player>(`/api/resourcePlace/${placeId}/take`)),
      takeSkill: (placeId) => changing(() => get<Player>(`/api/skill/place/${placeId}/take`)),
      gain: (placeId) => postForm<Player>(`/api/place/gainable/${placeId}/gain`),
      useTurn: (placeId) => postForm<Player>(`/api/turn/${placeId}/use`),
      turnBack: (placeId) => postForm<Player>(`/api/turn/back/${placeId}`),
      teleportGet: (placeId) => get<{ id: number; targets: number[] }>(`/api/teleport/${placeId}/get`),
      teleportUse: (placeId, target) => postForm<Player>(`/api/teleport/${placeId}/use/${target}`),
      portalInfo: (placeId) =>
        get<{ id: number; target: number; price: number; currency: string }>(`/api/portal/${placeId}/info`),
      portalUse: (placeId, discount) => postForm<Player>(`/api/portal/${placeId}/use`, { discount }),
    },
    battle: {
      attackPlace: (placeId) => postForm<Battle>('/api/battle/place/attack', { placeId }),
      get: () => postForm<Battle>('/api/battle/get', undefined, turn),
      ask: () => postForm<Battle>('/api/battle/ask', undefined, turn),
      skip: () => postForm<Battle>('/api/battle/skip', undefined, turn),
      hit: (attackerId, defenderId) => postForm<Battle>('/api/battle/hit', { attackerId, defenderId }, turn),
      precalculate: (attackerId, defenderId) =>
        postForm<Precalculation>('/api/battle/precalculate', { attackerId, defenderId }, turn),
      removeConsumable: (consumableId, targetCreatureId) =>
        postForm<Battle>('/api/battle/removeConsumable', { id: consumableId, targetCreatureId }, turn),
      giveUp: () => postForm<Battle>('/api/battle/giveUpBattle'),
      complete: () => postForm<BattleCompletion>('/api/battle/complete'),
    },
    logs: {
      stage: (stage) => ok(get(`/api/load/log/${stage}`)),
      unload: (loadedPct) => ok(get('/api/load/log/unload', { loadedPct })),
      add: (message) => ok(postForm('/api/log/add', { message: message.slice(0, LOG_MESSAGE_MAX), domain })),
    },
    connection: {
      // A connectivity probe (technical §8): any failure answers "no connection" instead of throwing.
      exists: async () => {
        try {
          const answer = await get<{ exists?: unknown } | undefined>('/api/connection/isConnectionExists');
          return answer?.exists === true;
        } catch {
          return false;
        }
      },
    },
  };
}

