import type { Plugin } from 'rollup';
/** Resolves use-sync-external-store's shim to React's own hook (React 18+), and its selector variant to the plain one. */
export declare function nativeStoreHook(): Plugin;
