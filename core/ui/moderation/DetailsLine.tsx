/** A log row's free details (`key: value` pairs from the server), shown as text. */
export function DetailsLine({ details }: { details: Record<string, string | number | null> }) {
  const pairs = Object.entries(details).filter(([, value]) => value !== null && value !== '');
  if (pairs.length === 0) return null;
  return <span className="moderation-details">{pairs.map(([key, value]) => `${key}: ${String(value)}`).join(' · ')}</span>;
}
