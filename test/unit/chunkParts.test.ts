import { describe, expect, it } from 'vitest';
import { cssInImportOrder, keepInCatalog, lazyClosure, partsOfImport, planParts, type PartsChunk } from '../../scripts/chunkParts.mjs';
import { singleQuoted } from '../../scripts/chunkPartsPlugin.mjs';

// A bundle shaped like ours: the entry and the app shell are initial; two lazy pages share a chunk of texts; a third
// page stands alone. Modules are named after what they hold.
const chunks: PartsChunk[] = [
  { fileName: 'js/entry.js', imports: ['js/app.js'], moduleIds: ['/mount.ts'] },
  { fileName: 'js/app.js', imports: [], moduleIds: ['/App.tsx', '/Header.tsx', '/app.css.ts'] },
  { fileName: 'js/Tasks.js', imports: ['js/texts.js', 'js/app.js'], moduleIds: ['/TasksPage.tsx'] },
  { fileName: 'js/Chests.js', imports: ['js/texts.js'], moduleIds: ['/ChestsPage.tsx'] },
  { fileName: 'js/texts.js', imports: [], moduleIds: ['/rewardTexts.ts'] },
  { fileName: 'js/Bank.js', imports: [], moduleIds: ['/BankPage.tsx'] },
];
const initial = new Set(['js/entry.js', 'js/app.js']);
const moduleMessages = new Map<string, string[]>([
  ['/mount.ts', ['loading']],
  ['/Header.tsx', ['gold', 'menu']],
  ['/TasksPage.tsx', ['tasks', 'gold', 'claim']],
  ['/ChestsPage.tsx', ['chests', 'claim']],
  ['/rewardTexts.ts', ['reward']],
  ['/BankPage.tsx', []],
]);
// The cascade's order has a lazy page's stylesheet between two of the shell's.
const cssOrder = ['/app.css', '/tasks.css', '/scene.css', '/chests.css', '/bank.css'];
const cssImporters = new Map([
  ['/app.css', ['/App.tsx']],
  ['/tasks.css', ['/TasksPage.tsx']],
  ['/scene.css', ['/Header.tsx']],
  ['/chests.css', ['/ChestsPage.tsx', '/BankPage.tsx']],
  ['/bank.css', ['/BankPage.tsx']],
]);
const plan = planParts({ chunks, initial, moduleMessages, cssImporters, cssOrder });

describe('planParts (issue 26: catalogs and CSS per chunk)', () => {
  it('gives the first visit the messages of the initial chunks only', () => {
    expect([...plan.initialMessages].sort()).toEqual(['gold', 'loading', 'menu']);
  });

  it('gives each lazy chunk the messages its modules use that the initial ones do not; a shared chunk its own', () => {
    expect(Object.fromEntries(plan.chunkMessages)).toEqual({
      'js/Tasks.js': ['claim', 'tasks'],
      'js/Chests.js': ['chests', 'claim'],
      'js/texts.js': ['reward'],
    });
  });

  it('puts every lazy chunk\'s messages in one lazy catalog, each once, sorted', () => {
    expect(plan.lazyMessages).toEqual(['chests', 'claim', 'reward', 'tasks']);
  });

  it('cuts the initial CSS where a lazy stylesheet stood between, so a part goes back to its place in the cascade', () => {
    expect(plan.initialCss).toEqual([['/app.css'], ['/scene.css']]);
    expect(Object.fromEntries(plan.chunkCss)).toEqual({ 'js/Tasks.js': ['/tasks.css'], 'js/Chests.js': ['/chests.css'], 'js/Bank.js': ['/chests.css', '/bank.css'] });
    expect(plan.duplicatedCss).toEqual(['/chests.css']);
  });
});

describe('partsOfImport', () => {
  const stem = (f: string) => f.slice(3, -3);
  const names = {
    js: stem,
    catalog: (f: string) => (plan.chunkMessages.has(f) ? `${stem(f)}-m` : undefined),
    css: (f: string): [string, number] | undefined => (plan.chunkCss.has(f) ? [`${stem(f)}-c`, cssOrder.indexOf(plan.chunkCss.get(f)![0]!)] : undefined),
  };

  it('loads the parts of the target and of the lazy chunks it imports, never of the initial ones', () => {
    expect(lazyClosure(chunks, initial, 'js/Tasks.js')).toEqual(['js/Tasks.js', 'js/texts.js']);
    expect(partsOfImport(chunks, initial, 'js/Tasks.js', names)).toEqual([
      ['Tasks', 'Tasks-m', 'Tasks-c', 1],
      ['texts', 'texts-m'],
    ]);
  });

  it('leaves an import of an initial chunk alone, and one of a chunk with no texts waits for its CSS only', () => {
    expect(partsOfImport(chunks, initial, 'js/app.js', names)).toBeNull();
    expect(partsOfImport(chunks, initial, 'js/Bank.js', names)).toEqual([['Bank', '', 'Bank-c', 3]]);
  });

  it('names a lazy target with nothing to wait for, so that a retry can ask for it at a fresh URL', () => {
    const plain = { ...names, catalog: () => undefined, css: () => undefined };
    expect(partsOfImport(chunks, initial, 'js/Bank.js', plain)).toEqual([['Bank']]);
  });
});

describe('cssInImportOrder', () => {
  it('puts static imports before dynamic ones, breadth first, and a file the walk missed last', () => {
    const graph: Record<string, { isEntry: boolean; importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      '/entry': { isEntry: true, importedIds: ['/a.css', '/shell'], dynamicallyImportedIds: ['/page'] },
      '/shell': { isEntry: false, importedIds: ['/shell.css'], dynamicallyImportedIds: [] },
      '/page': { isEntry: false, importedIds: ['/page.css'], dynamicallyImportedIds: [] },
    };
    const order = cssInImportOrder(Object.keys(graph), (id) => graph[id] ?? null, ['/page.css', '/z.css', '/shell.css', '/a.css']);
    expect(order).toEqual(['/a.css', '/shell.css', '/page.css', '/z.css']);
  });
});

describe('keepInCatalog', () => {
  it('cuts a compiled catalog chunk down to the kept ids', () => {
    const code = 'const e=JSON.parse("{\\"a\\":[\\"Gold\\"],\\"b\\":[\\"Hit\\"],\\"c\\":[\\"Золото \\",[\\"n\\"]]}");export{e as messages};';
    const kept = keepInCatalog(code, new Set(['a', 'c']));
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(kept)![1]!;
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual({ a: ['Gold'], c: ['Золото ', ['n']] });
    expect(kept.endsWith('export{e as messages};')).toBe(true);
  });
});

describe('singleQuoted (the lazy catalogs\' JSON as a JS string)', () => {
  it('reads back as the same messages, quotes, backslashes and Cyrillic included, with no backslash before a double quote', () => {
    const messages = { a: ['Serpent\'s tooth'], b: ['“Иди” \\ "go"\n'], c: [['value'], ' h'] };
    const literal = singleQuoted(JSON.stringify(messages));
    expect(JSON.parse(new Function(`return ${literal}`)() as string)).toEqual(messages);
    expect(literal).not.toContain('\\"a');
  });
});
