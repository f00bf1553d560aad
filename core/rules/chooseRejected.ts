/**
 * Choose-rejected (technical §4 "Other"): true when no max-level update time exists; false when no rejection
 * time exists; otherwise true when the rejection came after the last level update. Times in ms (or any one
 * comparable unit); null or undefined mean "none".
 */
export const chooseRejected = (
  maxLevelUpdatedAt: number | null | undefined,
  rejectedAt: number | null | undefined,
): boolean => {
  if (maxLevelUpdatedAt === null || maxLevelUpdatedAt === undefined) return true;
  if (rejectedAt === null || rejectedAt === undefined) return false;
  return rejectedAt > maxLevelUpdatedAt;
};
