/**
 * "1:05:09" or "4:59": an upgrade's time left, hours only when there are some (a timer's own digits, not a
 * sentence). Shared by the hero page and the creature scene's gifts.
 */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
