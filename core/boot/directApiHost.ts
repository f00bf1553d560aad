import { lookupHost, type HostTable } from './lookupHost.ts';

/**
 * The direct API origin for a page hostname (technical §7 `{host}/api/player/id/current`, §8 "Switch to a
 * direct domain"), without a trailing slash so it compares with and serves as a request-layer base; null when
 * the build has none for this hostname. The table is fixed at build time from DIRECT_API_HOSTS (README "Hosts").
 */
export function directApiHost(hostname: string, table: HostTable): string | null {
  const host = lookupHost(hostname, table);
  return host ? host.replace(/\/+$/, '') : null;
}

declare const __DIRECT_API_HOSTS__: HostTable | undefined;

/** The build's table (empty outside a build, e.g. in tests). */
export const buildDirectApiHosts: HostTable = typeof __DIRECT_API_HOSTS__ === 'undefined' ? {} : __DIRECT_API_HOSTS__;
