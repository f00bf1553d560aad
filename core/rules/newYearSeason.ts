/**
 * The New Year style window, when the loading animation is snow instead of sparks and the road wears its New Year
 * look (technical §2). The spec gives no dates; ours: December 20 to January 14, local time.
 */
export function isNewYearSeason(date: Date): boolean {
  const month = date.getMonth();
  const day = date.getDate();
  return (month === 11 && day >= 20) || (month === 0 && day <= 14);
}
