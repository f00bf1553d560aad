import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { summaryLines } from '../../scripts/testReport.mjs';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'test-report-'));
  // The shapes vitest's and Playwright's JSON reporters write, cut to the fields the summary reads.
  const vitest = {
    testResults: Array.from({ length: 10 }, (_, i) => ({ name: `/repo/core/f${i}.test.ts`, startTime: 1_000, endTime: 1_000 + (i + 1) * 1_000 })),
  };
  const test = (duration: number) => ({ results: [{ duration }] });
  const playwright = {
    suites: [
      { file: 'a.spec.ts', specs: [{ file: 'a.spec.ts', tests: [test(20_000)] }, { file: 'a.spec.ts', tests: [test(15_000)] }] },
      { file: 'b.spec.ts', specs: [], suites: [{ specs: [{ file: 'b.spec.ts', tests: [test(4_500)] }] }] },
    ],
  };
  await writeFile(join(dir, 'vitest.json'), JSON.stringify(vitest));
  await writeFile(join(dir, 'playwright.json'), JSON.stringify(playwright));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

it('prints each step and the ten slowest files of both runners, a spec file summing its tests', () => {
  const lines = summaryLines(
    [{ title: 'typecheck', seconds: 61.25, ok: true }, { title: 'browser tests', seconds: 700, ok: false }],
    { vitest: join(dir, 'vitest.json'), playwright: join(dir, 'playwright.json') },
    '/repo',
  );
  expect(lines).toContain(`${'typecheck'.padEnd(34)}    61.3 s  ok`);
  expect(lines).toContain(`${'browser tests'.padEnd(34)}   700.0 s  FAILED`);
  const slowest = lines.slice(lines.indexOf('=== ten slowest files') + 1);
  expect(slowest).toHaveLength(10);
  expect(slowest[0]).toBe('   35.0 s  test/e2e/a.spec.ts');
  expect(slowest[1]).toBe('   10.0 s  core/f9.test.ts');
  expect(slowest).toContain('    4.5 s  test/e2e/b.spec.ts');
  expect(slowest.some((l) => l.endsWith('core/f1.test.ts'))).toBe(false);
});

it('reads the browser suites from every shard\'s report, and a shard without a report adds nothing', async () => {
  const shard = { suites: [{ file: 'c.spec.ts', specs: [{ file: 'c.spec.ts', tests: [{ results: [{ duration: 50_000 }] }] }] }] };
  await writeFile(join(dir, 'playwright-2.json'), JSON.stringify(shard));
  const lines = summaryLines(
    [],
    { vitest: join(dir, 'vitest.json'), playwright: [join(dir, 'playwright.json'), join(dir, 'playwright-2.json'), join(dir, 'none.json')] },
    '/repo',
  );
  const slowest = lines.slice(lines.indexOf('=== ten slowest files') + 1);
  expect(slowest.slice(0, 2)).toEqual(['   50.0 s  test/e2e/c.spec.ts', '   35.0 s  test/e2e/a.spec.ts']);
});

it('leaves out the files when a runner wrote no report', () => {
  const lines = summaryLines([{ title: 'catalogs', seconds: 1, ok: true }], { vitest: join(dir, 'none.json'), playwright: join(dir, 'none.json') }, '/repo');
  expect(lines).not.toContain('=== ten slowest files');
});
