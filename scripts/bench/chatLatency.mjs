// Issue 4: time from a chat send to its display at another client (a real page in headless Chromium),
// median and p99 over 100 messages on loopback. Senders rotate over 20 seeded players: the server allows a
// player 5 sends in 10 s, and a benchmark must not trip the flood guard it is not measuring.
import { chromium } from 'playwright-core';
import path from 'node:path';
import { chromiumArgs, login, quantile, root, sendChat, startServer } from './serverProcess.mjs';

const MESSAGES = 100;
const SENDERS = 20;

export async function chatLatency() {
  const players = Array.from({ length: SENDERS + 1 }, (_, i) => ({ name: `bench${i}`, password: `bench-pass-${i}`, level: 12 }));
  const server = await startServer({ port: 8098, staticDir: path.join(root, 'builds', 'own'), seed: { players } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const reader = await login(server.url, 'bench0', 'bench-pass-0');
    const senders = [];
    for (let i = 1; i <= SENDERS; i++) senders.push((await login(server.url, `bench${i}`, `bench-pass-${i}`)).token);
    const context = await browser.newContext({ viewport: { width: 480, height: 800 } });
    await context.addInitScript((t) => localStorage.setItem('authorization', t), reader.token);
    const page = await context.newPage();
    await page.goto(`${server.url}/?lang=en`);
    await page.locator('html[data-scene-ready="true"]').waitFor({ timeout: 60_000 });
    await page.locator('#header-chat').click();
    await page.locator('#chat-page').waitFor();
    await page.evaluate(() => {
      const seen = new Map();
      window.__seen = seen;
      new MutationObserver(() => {
        for (const li of document.querySelectorAll('#chat-page li[data-message-id]')) {
          const m = /bench-(\d+)-/.exec(li.textContent ?? '');
          if (m && !seen.has(m[1])) seen.set(m[1], Date.now());
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // The live channel must be up before the first send.
    await page.waitForTimeout(1000);
    const sentAt = [];
    for (let i = 0; i < MESSAGES; i++) {
      sentAt[i] = Date.now();
      await sendChat(server.url, senders[i % SENDERS], `bench-${i}-${sentAt[i]}`);
      await page.waitForFunction((k) => window.__seen.has(String(k)), i, { timeout: 10_000 });
    }
    const shownAt = await page.evaluate(() => Object.fromEntries(window.__seen));
    const latencies = sentAt.map((t, i) => shownAt[String(i)] - t).sort((a, b) => a - b);
    return { median: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), count: latencies.length };
  } finally {
    await browser.close();
    server.stop();
  }
}
