import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

// The browser suites' Chromium and timeouts; no web server (shots.spec starts its own) and no report file.
process.env.CAMPAIGNS = 'off';
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'shots.spec.ts',
  reporter: [['list']],
  webServer: undefined,
  use: { ...base.use, baseURL: undefined },
});
