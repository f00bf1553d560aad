import { lookupHost, type HostTable } from './lookupHost.ts';

/**
 * Where atlases, images and audio come from (technical §7 "Static assets": a static host chosen by hostname).
 * The table is fixed at build time from the STATIC_HOSTS environment variable (JSON: page hostname, or
 * `.suffix` for a whole domain, to a base URL); a page whose hostname is not in it loads assets beside itself,
 * which is what an iframe bundle served as one folder needs.
 */
export function staticBase(hostname: string, pageBase: string, table: HostTable): string {
  const base = lookupHost(hostname, table);
  return base ? withSlash(base) : pageBase;
}

const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

declare const __STATIC_HOSTS__: HostTable | undefined;

/** The build's table (empty outside a build, e.g. in tests). */
export const buildStaticHosts: HostTable = typeof __STATIC_HOSTS__ === 'undefined' ? {} : __STATIC_HOSTS__;

/** The asset base for this page. */
export const pageStaticBase = (): string => staticBase(location.hostname, document.baseURI, buildStaticHosts);
