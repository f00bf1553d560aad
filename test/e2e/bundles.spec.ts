import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../support/e2eTest.ts';
import { userSources, type UserSource } from '../../core/model/index.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Strings only one host's code contains (its integration paths, its SDK's wire names, its entry's error
 * texts). Issue 3: "no code of other hosts inside" a bundle. A new host adds its markers here.
 */
const markers: Record<UserSource, readonly string[]> = {
  own: ['own: the page has no #game element'],
  vk: ['/api/integration/vk/', 'vk: the page has no #game element', 'vk-connect', 'VKWebAppShowOrderBox'],
  tg: ['/api/integration/tg/', 'tg: the page has no #game element', 'telegram-web-app.js'],
  ya: ['/api/integration/ya/', 'ya: the page has no #game element', 'YaGames'],
  ok: ['/api/integration/ok/', 'ok: the page has no #game element', 'API_callback', 'showPayment'],
  mystore: ['/api/integration/mystore/', 'mystore: the page has no #game element', 'paymentFrame', 'mailru-core'],
  kong: ['/api/integration/kong/', 'kong: the page has no #game element', 'purchaseItemsRemote', 'kongregate_language'],
  crazy: ['/api/integration/crazy/', 'crazy: the page has no #game element', 'getUserToken'],
  foto: ['/api/integration/foto/', 'foto: the page has no #game element', 'buyItem', 'postUserEventOnWall'],
  exe: ['/api/integration/exe/', 'exe: the page has no #game element', 'showOrderBox'],
  beeline: ['/api/integration/beeline/', 'beeline: the page has no #game element', 'beeline-portal'],
  rustore: ['/api/integration/rustore/', 'rustore: the page has no #game element', 'RuStoreBridge'],
};

const built = userSources.filter((host) => existsSync(path.join(root, 'builds', host, 'js')));

const code = (host: UserSource): string =>
  readdirSync(path.join(root, 'builds', host, 'js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(root, 'builds', host, 'js', file), 'utf8'))
    .join('\n');

/** The message ids of a built catalog module (the page's catalog chunk or a part), imported as the page would. */
async function catalogKeys(file: string): Promise<Set<string>> {
  const { messages } = (await import(pathToFileURL(file).href)) as { messages: object };
  return new Set(Object.keys(messages));
}

/**
 * Issue 26, read off the built files alone: which message ids each chunk's code asks for (a descriptor's `id:"…"`
 * naming a short id, scripts/shortMessageIds.mjs), the page's catalog and what each wrapped import loads first.
 */
function bundleMessages(host: UserSource) {
  const dir = path.join(root, 'builds', host);
  const chunks = readdirSync(path.join(dir, 'js')).filter((f) => f.endsWith('.js')).map((f) => `js/${f}`);
  const source = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const asks = (file: string) => new Set([...source(file).matchAll(/\bid:"([\w-]{1,2})"/g)].map((m) => m[1]!));
  // Each wrapped import's parts as the build wrote them (core/boot/chunkParts.ts ChunkParts): [[js, catalog, css, order], …].
  const parts = chunks.flatMap((file) =>
    [...source(file).matchAll(/\((\[\["[\w-]+"(?:,"[\w-]*")*(?:,\d+)?\](?:,\["[\w-]+"(?:,"[\w-]*")*(?:,\d+)?\])*\]),\(\)=>/g)].map((m) =>
      (JSON.parse(m[1]!) as [string, string?][]).map(([js, catalog]) => ({ js: `js/${js}.js`, catalog: catalog || null })),
    ),
  );
  const catalog = (locale: 'en' | 'ru') => catalogKeys(path.join(dir, chunks.find((f) => new RegExp(`^js/${locale}-[\\w-]{8}\\.js$`).test(f))!));
  return { dir, chunks, asks, parts, catalog };
}

test('the own bundle is built (the suite needs at least one bundle to look into)', () => {
  expect(built).toContain('own');
});

for (const host of built) {
  test(`builds/${host} holds its own host code and no other host's`, () => {
    const js = code(host);
    for (const marker of markers[host]) expect(js, `${host} should contain its marker ${marker}`).toContain(marker);
    for (const other of userSources.filter((s) => s !== host)) {
      for (const marker of markers[other]) expect(js, `${host} must not contain ${other}'s ${marker}`).not.toContain(marker);
    }
  });
}

for (const host of built) {
  test(`builds/${host}: the page's catalog holds the initial chunks' messages only, and every lazy chunk's come with it (issue 26)`, async () => {
    const { dir, chunks, asks, parts, catalog } = bundleMessages(host);
    const messages = (readFileSync(path.join(root, 'core', 'i18n', 'locales', 'en.po'), 'utf8').match(/^msgid "(?!")/gm) ?? []).length;
    const missing = (file: string, has: Set<string>) => [...asks(file)].filter((id) => !has.has(id));
    for (const locale of ['en', 'ru'] as const) {
      const first = await catalog(locale);
      expect(first.size).toBeLessThan(messages);
      // A chunk no wrapped import loads comes with the page's catalog alone.
      const loaded = new Set(parts.flatMap((p) => p.map((c) => c.js)));
      for (const file of chunks.filter((f) => !loaded.has(f))) expect(missing(file, first), `${file} (${locale})`).toEqual([]);
      // Each wrapped import waits for the messages of every chunk it loads.
      for (const p of parts) {
        const own = await Promise.all(p.flatMap((c) => (c.catalog ? [catalogKeys(path.join(dir, 'i18n', `${c.catalog}.${locale}.js`))] : [])));
        const has = new Set([...first, ...own.flatMap((keys) => [...keys])]);
        for (const { js } of p) expect(missing(js, has), `${js} (${locale})`).toEqual([]);
      }
    }
    // The checks above saw something: the chunks ask for messages, and most lazy screens bring their own.
    expect(new Set(chunks.flatMap((file) => [...asks(file)])).size).toBeGreaterThan(messages / 2);
    expect(parts.filter((p) => p.some((c) => c.catalog)).length).toBeGreaterThan(10);
  });
}
