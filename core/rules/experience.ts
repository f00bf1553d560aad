/** Experience the player needs at `level` to reach the next one: 50 × level × (level + 1) (100, 300, 600, …). */
export const maxExpForLevel = (level: number): number => {
  const l = Math.max(1, Math.floor(level));
  return 50 * l * (l + 1);
};

export interface ExperienceState {
  level: number;
  currentExp: number;
}

/**
 * Adds `gain`. The total is capped at maxExp (technical §4 "Experience gain is capped at maxExp"): one gain can
 * raise at most one level, and reaching maxExp levels up with currentExp back at 0 (the surplus is lost).
 */
export const gainExperience = (
  state: ExperienceState,
  gain: number,
): { level: number; currentExp: number; maxExp: number } => {
  const maxExp = maxExpForLevel(state.level);
  const total = Math.min(maxExp, Math.max(0, state.currentExp) + Math.max(0, Math.floor(gain)));
  if (total >= maxExp) {
    const level = state.level + 1;
    return { level, currentExp: 0, maxExp: maxExpForLevel(level) };
  }
  return { level: state.level, currentExp: total, maxExp };
};
