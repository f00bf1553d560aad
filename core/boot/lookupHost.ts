/**
 * A build-time table keyed by page hostname: an exact hostname, or `.suffix` for a whole domain (the domain
 * itself and every subdomain). Used for the static host (STATIC_HOSTS) and the direct API host
 * (DIRECT_API_HOSTS); README "Hosts".
 */
export type HostTable = Readonly<Record<string, string>>;

/** The entry for `hostname`: an exact key wins, then the first `.suffix` key covering it; null when none does. */
export function lookupHost(hostname: string, table: HostTable): string | null {
  const exact = table[hostname];
  if (exact) return exact;
  for (const [key, value] of Object.entries(table)) {
    if (key.startsWith('.') && (hostname.endsWith(key) || hostname === key.slice(1))) return value;
  }
  return null;
}
