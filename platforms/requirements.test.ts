import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Keeps the hosts' requirement checklists (platforms/<host>/REQUIREMENTS.md, platforms/REQUIREMENTS.md) honest as
 * the code changes: every cited file exists, every cited symbol and test name is still in its file, and the index
 * counts what the checklists say. Reads text only, no imports of the code it cites.
 */

const root = new URL('../', import.meta.url);
const texts = new Map<string, string>();
const read = (path: string): string => {
  let text = texts.get(path);
  if (text === undefined) texts.set(path, (text = readFileSync(new URL(path, root), 'utf8')));
  return text;
};
const exists = (path: string): boolean => texts.has(path) || existsSync(new URL(path, root));

const Status = { met: 'met', notApplicable: 'not applicable', notMet: 'not met' } as const;
type Status = (typeof Status)[keyof typeof Status];
const statuses: readonly string[] = Object.values(Status);


const hosts = readdirSync(new URL('platforms/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && exists(`platforms/${entry.name}/adapter.ts`))
  .map((entry) => entry.name);

/** The rows of the markdown table under `heading`, as trimmed cells (header and separator dropped). */
const tableUnder = (text: string, heading: string): string[][] => {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of text.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) continue;
    rows.push(line.slice(1, line.endsWith('|') ? -1 : undefined).split('|').map((cell) => cell.trim()));
  }
  return rows.slice(2);
};

/** `path` or `path#symbol` in backticks. */
const codeRefs = (cell: string) =>
  [...cell.matchAll(/`([\w./-]+\.(?:tsx?|mjs|html|md|css))(?:#([\w$]+))?`/g)].map(([, path = '', symbol]) => ({ path, symbol }));
/** `path` › «test name». */
const testRefs = (cell: string) => [...cell.matchAll(/`([\w./-]+\.tsx?)`\s*›\s*«([^»]+)»/g)].map(([, path = '', name = '']) => ({ path, name }));

interface Row {
  id: string;
  requirement: string;
  source: string;
  status: string;
  where: string;
  test: string;
  note: string;
}

const checklist = (host: string) => {
  const text = read(`platforms/${host}/REQUIREMENTS.md`);
  const sources = new Set(tableUnder(text, '## Sources').map(([key = '']) => key));
  const rows: Row[] = tableUnder(text, '## Checklist').map(([id = '', requirement = '', source = '', status = '', where = '', test = '', note = '']) => ({
    id, requirement, source, status, where, test, note,
  }));
  return { sources, rows };
};

/** What is wrong with one row; empty when nothing. */
const problems = (row: Row, sources: ReadonlySet<string>): string[] => {
  const found: string[] = [];
  if (!statuses.includes(row.status)) found.push(`status "${row.status}"`);
  if (!row.requirement) found.push('no requirement');
  for (const key of row.source.split(/[,\s]+/).filter(Boolean)) if (!sources.has(key)) found.push(`source ${key} not in Sources`);
  if (!row.source) found.push('no source');
  const status = row.status as Status;
  if (status === Status.met && (codeRefs(row.where).length === 0 || testRefs(row.test).length === 0)) found.push('met without code and a named test');
  if ((status === Status.notApplicable || status === Status.notMet) && !row.note) found.push('no reason given');
  for (const { path, symbol } of [...codeRefs(row.where), ...codeRefs(row.test)]) {
    if (!exists(path)) found.push(`${path} does not exist`);
    else if (symbol && !read(path).includes(symbol)) found.push(`${symbol} not in ${path}`);
  }
  for (const { path, name } of testRefs(row.test)) if (exists(path) && !read(path).includes(name)) found.push(`test «${name}» not in ${path}`);
  return found;
};

describe('host requirement checklists', () => {
  it('has a checklist with rows for every host folder', () => {
    expect(hosts.length).toBeGreaterThanOrEqual(12);
    for (const host of hosts) {
      expect([host, exists(`platforms/${host}/REQUIREMENTS.md`)]).toEqual([host, true]);
      expect([host, checklist(host).rows.length > 0]).toEqual([host, true]);
    }
  });

  it('gives every row an allowed status, a known source, and code, a test or a reason that still exist', () => {
    for (const host of hosts) {
      const { sources, rows } = checklist(host);
      const ids = rows.map((row) => row.id);
      expect([host, ids.filter((id, i) => !id || ids.indexOf(id) !== i)]).toEqual([host, []]);
      for (const row of rows) expect([host, row.id, problems(row, sources)]).toEqual([host, row.id, []]);
    }
  });

  it('counts in the index exactly the rows of each checklist', () => {
    // | [host](host/REQUIREMENTS.md) | name | met | not applicable | not met | total |
    const index = new Map(
      tableUnder(read('platforms/REQUIREMENTS.md'), '## Counts').map(([host = '', , ...counts]) => [/\[(\w+)\]/.exec(host)?.[1] ?? host, counts.map(Number)]),
    );
    expect([...index.keys()].sort()).toEqual([...hosts].sort());
    for (const host of hosts) {
      const rows = checklist(host).rows;
      const count = (status: Status) => rows.filter((row) => row.status === status).length;
      const expected = [count(Status.met), count(Status.notApplicable), count(Status.notMet), rows.length];
      expect([host, index.get(host)]).toEqual([host, expected]);
    }
  });
});
