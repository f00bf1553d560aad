import type {
  Battle,
  BattleCompletion,
  HealthOption,
  LoadStage,
  MoveSpeedMode,
  Player,
  PlayerInfo,
  PlayerInfoWithPlaces,
  PlacesResponse,
  Precalculation,
  Quality,
} from '../model/index.ts';
import type { GetOptions } from './createRequestLayer.ts';

/**
 * The typed calls of the catalogue (technical §7), one function per call, grouped as the catalogue groups them.
 * `createApiClient` in `core/api/createApiClient.ts` implements it on the request layer.
 * Every function rejects with an `ApiError` (code from `ErrorCode`, HTTP status, path) on a non-2xx answer,
 * except `connection.exists()`, which resolves false on any failure. A 204 resolves to undefined (the session reloads).
 */
export interface ApiClient {
  security: {
    isPlayerExist(): Promise<{ exists: boolean }>;
    registerTrial(input: {
      characterAndCompanion: string;
      domain: string;
      lang: 'RU' | 'EN';
      sw: number;
      sh: number;
      cw: number;
      ch: number;
      ref?: string;
    }): Promise<PlayerInfo>;
    register(input: {
      name: string;
      password: string;
      repeat: string;
      optionalMailOrPhone?: string;
      consentPrivacy: boolean;
      consentCookies: boolean;
      ref?: string;
    }): Promise<PlayerInfo>;
    login(input: { name: string; password: string; lang: 'RU' | 'EN' }): Promise<PlayerInfo>;
    logout(): Promise<void>;
    setName(name: string): Promise<Player>;
    setMailOrPhone(mailOrPhone: string): Promise<Player>;
    setPassword(input: { passwordCurrent: string; passwordNew: string; passwordRepeat: string }): Promise<void>;
  };
  player: {
    /** Player info with frontVersion; 401 here is not a session reload (technical §4). `options.retry`: see loadPlayerInfo. */
    infoCurrent(init: boolean, options?: GetOptions): Promise<PlayerInfo>;
    /**
     * `GET /api/player/info/road` (fixtures/server/API.md "The first frame in one call"): infoCurrent and the places
     * within `around` of the player in one answer; the next `places.ensure` inside its span is answered from it.
     */
    infoRoad(init: boolean, around: number, options?: GetOptions): Promise<PlayerInfoWithPlaces>;
    info(artifactFrom?: number, artifactTo?: number): Promise<PlayerInfo>;
    current(): Promise<Player>;
    /** `{host}/api/player/id/current`; host empty means this origin. 401 here does nothing. */
    idCurrent(host?: string): Promise<{ id: number }>;
    setCoordinate(coordinate: number, contextId: number): Promise<{ coordinate: number }>;
    updateMoveSpeedMode(mode: MoveSpeedMode): Promise<Player>;
    updateSoundMute(mute: boolean): Promise<Player>;
    switchUi(): Promise<Player>;
    setQuality(q: Quality): Promise<{ quality: Quality }>;
    switchLang(lang?: 'RU' | 'EN'): Promise<Player>;
    /** `GET /api/player/set/rated`: the host's rate window reported the player rated the game (technical §7). */
    setRated(): Promise<Player>;
    healthOptions(): Promise<HealthOption[]>;
    restoreHealth(optionId: number): Promise<Player>;
  };
  places: {
    ensure(coordFrom: number, coordTo: number): Promise<PlacesResponse>;
    takeResource(placeId: number): Promise<Player>;
    takeSkill(placeId: number): Promise<Player>;
    gain(placeId: number): Promise<Player>;
    useTurn(placeId: number): Promise<Player>;
    turnBack(placeId: number): Promise<Player>;
    teleportGet(placeId: number): Promise<{ id: number; targets: number[] }>;
    teleportUse(placeId: number, target: number): Promise<Player>;
    portalInfo(placeId: number): Promise<{ id: number; target: number; price: number; currency: string }>;
    portalUse(placeId: number, discount?: number): Promise<Player>;
  };
  battle: {
    attackPlace(placeId: number): Promise<Battle>;
    get(): Promise<Battle>;
    ask(): Promise<Battle>;
    skip(): Promise<Battle>;
    hit(attackerId: number, defenderId: number): Promise<Battle>;
    precalculate(attackerId: number, defenderId: number): Promise<Precalculation>;
    removeConsumable(id: number, targetCreatureId: number): Promise<Battle>;
    giveUp(): Promise<Battle>;
    complete(): Promise<BattleCompletion>;
  };
  logs: {
    /** Load-stage log (GET /api/load/log/{stage}). */
    stage(stage: LoadStage): Promise<void>;
    unload(loadedPct: number): Promise<void>;
    /** Client error to the server log (POST /api/log/add). Client errors go through `createErrorReporter`, which caps them. */
    add(message: string): Promise<void>;
  };
  connection: {
    exists(): Promise<boolean>;
  };
}
