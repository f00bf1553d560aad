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

export default defineConfig({
  plugins: [linguiMacros],
  test: {
    include: ['core/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'platforms/**/*.test.ts', 'test/unit/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Hang guards, not speed checks: opening an embedded database takes seconds on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
