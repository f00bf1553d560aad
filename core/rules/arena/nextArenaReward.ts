const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The first moment after `after` (ms) when the player's clock reads `rewardMinute` past midnight, for a player
 * `utcOffsetMinutes` east of UTC. The scheduler pays at that moment and asks again from there, so a day is paid
 * once however late the server gets to it.
 */
export const nextArenaReward = (after: number, rewardMinute: number, utcOffsetMinutes: number): number => {
  const local = after + utcOffsetMinutes * MINUTE;
  const candidate = Math.floor(local / DAY) * DAY + rewardMinute * MINUTE;
  const due = candidate > local ? candidate : candidate + DAY;
  return due - utcOffsetMinutes * MINUTE;
};
