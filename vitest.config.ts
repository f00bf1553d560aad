import { transformAsync } from '@babel/core';
import { defineConfig } from 'vitest/config';
import { babelOptions } from './scripts/babel-options.mjs';

// The lingui macros need Babel; esbuild (vite's default) does not expand them (DESIGN "Spike gotchas").
const linguiMacros = {
  name: 'lingui-macros',
  enforce: 'pre' as const,
  async transform(code: string, id: string) {
    if (!/\.(ts|tsx)$/.test(id) || id.includes('node_modules')) return null;
    if (!code.includes('@lingui/') || !code.includes('macro')) return null;
    const out = await transformAsync(code, { ...babelOptions, filename: id, sourceMaps: true });
    return out?.code ? { code: out.code, map: out.map } : null;
  },
};

const STATE_SUITES = 'core/state/**/*.test.ts';
// A state suite that fakes the clock runs isolated: timers that shared modules make while it is faked (undici's
// timer wheel among them) would stay on the fake clock for the rest of a worker and stall the next suites' sockets.
const FAKE_CLOCK_SUITES = ['core/state/rating.test.ts'];
// Unit suites that fake the clock, spy on globals or reset the module registry keep a fresh module graph of their own.
const UNIT_ISOLATED = [
  'core/boot/loadLog.test.ts',
  'core/boot/importWithRetry.test.ts',
  'core/scene/atlas/atlas.test.ts',
  'core/live/createLiveChannel.test.ts',
  'core/app/createBoot.test.ts',
  'core/i18n/setupI18n.test.ts',
  'core/scene/CameraZoom.test.ts',
];
const UNIT_SUITES = ['core/**/*.test.{ts,tsx}', 'platforms/**/*.test.ts', 'test/unit/**/*.test.ts'];

export default defineConfig({
  plugins: [linguiMacros],
  test: {
    pool: 'forks',
    maxWorkers: 2,
    // Hang guards, not speed checks: opening an embedded database takes seconds on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_SUITES,
          exclude: [STATE_SUITES, ...UNIT_ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit, own worker', include: UNIT_ISOLATED } },
      {
        // The server suites share a worker's modules from one file to the next: the server's ~1,000 modules are
        // imported once per worker instead of once per file, and the route schemas a server compiles are kept for the
        // next server (fixtures/server/http/sharedCompilers.ts). Each suite builds its own server and database, and
        // none of them fakes the clock or replaces a module.
        extends: true,
        test: { name: 'server', include: ['fixtures/**/*.test.ts'], isolate: false },
      },
      {
        // The client-state suites share one reference server per worker (test/support/referenceServer.ts), which
        // needs a worker to keep its modules from one file to the next. Their stores are made per test, so no
        // state crosses files but the server itself, emptied for each suite.
        extends: true,
        test: { name: 'state', include: [STATE_SUITES], exclude: FAKE_CLOCK_SUITES, isolate: false },
      },
      { extends: true, test: { name: 'state, own worker', include: FAKE_CLOCK_SUITES } },
    ],
  },
});
