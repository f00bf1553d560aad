import type { InterstitialRule } from './contract.ts';
import type { HostId } from './hosts.ts';

/** The first minutes of a visit belong to the game (issue 25: never an interstitial in a new player's first minutes). */
const FIRST_AFTER_S = 180;

/**
 * Each host's rule for interstitial ads, as data (issue 25 "Ads where hosts provide them"); null: the host has no
 * interstitial the game may call, or forbids it, and none is shown. An adapter with a rule offers `interstitialAd`.
 * - ya: Yandex paces full-screen ads itself and answers `onClose(false)` when asked too soon (yandex.com/dev/games/doc
 *   sdk-adv "The frequency of calling an interstitial ad unit is controlled by Yandex Games"); we ask at most once a minute.
 * - crazy: a midgame ad shows at most once per 3 minutes (docs.crazygames.com video-ads); asking sooner is wasted.
 * - vk: `VKWebAppShowNativeAds {ad_format: interstitial}`; VK limits the count itself; once per 3 minutes as CrazyGames.
 * - ok: `FAPI.UI.showAd()` (apiok.ru ui.showAd); OK limits impressions itself; once per 3 minutes likewise.
 * - the others publish no interstitial call for games (Telegram, Kongregate, MY.GAMES, Fotostrana, EXE, Beeline,
 *   RuStore's wrapper) and the own site shows none: its house ad is only the rewarded one.
 */
export const INTERSTITIAL_RULES: Record<HostId, InterstitialRule | null> = {
  own: null,
  ya: { minIntervalS: 60, firstAfterS: FIRST_AFTER_S },
  crazy: { minIntervalS: 180, firstAfterS: FIRST_AFTER_S },
  vk: { minIntervalS: 180, firstAfterS: FIRST_AFTER_S },
  ok: { minIntervalS: 180, firstAfterS: FIRST_AFTER_S },
  tg: null,
  mystore: null,
  kong: null,
  foto: null,
  exe: null,
  beeline: null,
  rustore: null,
};

/**
 * Whether an interstitial may show at `nowMs` (issue 25): not in the first `firstAfterS` of the visit (counted from the
 * game being ready), and at least `minIntervalS` after the last one closed.
 */
export const interstitialAllowed = (rule: InterstitialRule, nowMs: number, readyAtMs: number, lastClosedMs: number | null): boolean =>
  nowMs - readyAtMs >= rule.firstAfterS * 1000 && (lastClosedMs === null || nowMs - lastClosedMs >= rule.minIntervalS * 1000);
