/** Technical constants (technical §9, product §9). Tunables as data. */
export const CLIENT_VERSION = 571;
export const SQUAD_SIZE = 6;
export const CREATURE_SLOTS = 12;
export const REFERENCE_WIDTH = 600;
export const DESKTOP_MAX_WIDTH = 600;
export const DESKTOP_RATIO = 1.4;
export const CHAT_PAGE = 20;
export const MAIL_PAGE = 20;
export const RATING_PAGE = 10;
export const RATING_RETRIES = 5;
export const PLAYER_INFO_RETRIES = 3;
export const CLIENT_ERROR_LOG_CAP = 3;
export const ANTI_REPEAT_MS = 1500;
export const ACTIVITY_LOG_MS = 5000;
export const SCENE_FADE_MS = 350;
export const ROAD_RELOAD_FADE_MS = 2000;
export const LOADING_ANIMATION_MS = 15_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const PLACE_PRELOAD_RANGE = 1.1;
export const PLACE_PRELOAD_TRIGGER = 1.6;
export const PLACE_DROP_BEHIND = 1000;
/** The farthest GET /api/player/info/road loads places around the player (half of place/v3/ensure's widest span). */
export const FIRST_FRAME_MAX_AROUND = 10_000;
export const ARTIFACT_LOOKAHEAD_STAIRS = 3;
export const BACKGROUND_DEPTH = 10000;
export const WALK_FPS = 36;
export const MUSIC_VOLUME = 0.3;
export const SHORT_TRACK_VOLUME = 0.3;
export const NAME_MAX = 40;
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 20;
export const PASSWORD_MAX = 64;
export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_LEVEL = 10;
export const HEALTH_REGEN_PER_MINUTE = 1;
export const DEFAULT_CURRENCY = 'RUB';
/** Road geometry: one stair is this many coordinate units tall. */
export const STAIR_HEIGHT = 200;
/** The reference server's road ends here for the foundation content. */
export const ROAD_MAX_COORDINATE = 1_000_000;
