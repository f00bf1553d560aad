// Issue 26 (all JS): `use-sync-external-store/shim` backs React's useSyncExternalStore for React 16 and 17, and
// @lingui/react and zustand (in r3f) import it for them. React 18 and later have the hook, so the shim's own store
// subscription and its `with-selector` variant are dead weight in our bundle: the shim is a module re-exporting
// React's hook, and the selector variant is the package's one built on React's hook (the same code, minus the shim).
const SHIM = '\0native-store-hook';

/** The rollup plugin, placed before node-resolve (rollup.config.mjs). */
export function nativeStoreHook() {
  return {
    name: 'native-store-hook',
    async resolveId(source, importer) {
      if (source === 'use-sync-external-store/shim' || source === 'use-sync-external-store/shim/index.js') return SHIM;
      if (source === 'use-sync-external-store/shim/with-selector' || source === 'use-sync-external-store/shim/with-selector.js') {
        return this.resolve('use-sync-external-store/with-selector.js', importer, { skipSelf: true });
      }
      return null;
    },
    load: (id) => (id === SHIM ? "export { useSyncExternalStore } from 'react';\n" : null),
  };
}
