/**
 * Where atlases, images and audio come from (technical §7 "Static assets": a static host chosen by hostname).
 * The table is fixed at build time from the STATIC_HOSTS environment variable (JSON: page hostname, or
 * `.suffix` for a whole domain, to a base URL); a page whose hostname is not in it loads assets beside itself,
 * which is what an iframe bundle served as one folder needs.
 */
export function staticBase(hostname: string, pageBase: string, table: Readonly<Record<string, string>>): string {
  const exact = table[hostname];
  if (exact) return withSlash(exact);
  for (const [key, base] of Object.entries(table)) {
    if (key.startsWith('.') && (hostname.endsWith(key) || hostname === key.slice(1))) return withSlash(base);
  }
  return pageBase;
}

const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

declare const __STATIC_HOSTS__: Readonly<Record<string, string>> | undefined;

/** The build's table (empty outside a build, e.g. in tests). */
export const buildStaticHosts: Readonly<Record<string, string>> = typeof __STATIC_HOSTS__ === 'undefined' ? {} : __STATIC_HOSTS__;

/** The asset base for this page. */
export const pageStaticBase = (): string => staticBase(location.hostname, document.baseURI, buildStaticHosts);
