// The closing summary of `npm test` (scripts/test.mjs): each step's time, and the ten slowest files of both runners
// from their JSON reports, so the next look at the suite's time starts from where it goes (issue 27).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Seconds per vitest file: its own start to end (vitest's `startTime`/`endTime`, in ms), named relative to `root`. */
export function vitestFiles(report, root) {
  return (report?.testResults ?? []).map((r) => ({
    file: path.relative(root, r.name),
    seconds: (r.endTime - r.startTime) / 1000,
  }));
}

/** Seconds per Playwright spec file: the sum of its tests' durations (every retry and every project counted). */
export function playwrightFiles(report) {
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results) totals.set(spec.file, (totals.get(spec.file) ?? 0) + r.duration / 1000);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...totals].map(([file, seconds]) => ({ file: path.join('test/e2e', file), seconds }));
}

/**
 * The lines to print: one per step (`{ title, seconds, ok }`), then the ten slowest files of both runners;
 * `reports.playwright` is one report or a list of shard reports.
 */
export function summaryLines(steps, reports, root) {
  const lines = ['', '=== time per step'];
  for (const s of steps) lines.push(`${s.title.padEnd(34)} ${s.seconds.toFixed(1).padStart(7)} s  ${s.ok ? 'ok' : 'FAILED'}`);
  // The browser suites may come as several shards' reports (scripts/test.mjs): each file is in one of them.
  const browser = [reports.playwright].flat().flatMap((file) => playwrightFiles(readJson(file)));
  const files = [...vitestFiles(readJson(reports.vitest), root), ...browser]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  if (files.length > 0) {
    lines.push('', '=== ten slowest files');
    for (const f of files) lines.push(`${f.seconds.toFixed(1).padStart(7)} s  ${f.file}`);
  }
  return lines;
}
