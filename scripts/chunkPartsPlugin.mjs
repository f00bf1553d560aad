// Issue 26: the rollup plugin behind scripts/chunkParts.mjs. It collects the imported CSS (each import of a .css file
// becomes an empty module), wraps every dynamic import of our own modules in `withChunkParts` (core/boot/chunkParts.ts)
// with a token naming the imported module, and, once the chunks are known (the first renderChunk), writes:
// - the initial catalog: the locale chunks (core/i18n/locales/<locale>.ts) cut down to the initial chunks' messages;
// - i18n/lazy-<hash>.<locale>.js per locale: the messages the lazy chunks' modules use that the initial do not;
// - css/<host>-<hash>.css (the page's <head> links, `api.initialCss()`) and css/<chunk>-<hash>.css per lazy chunk;
// - in place of each token, what that import waits for (chunkParts.mjs `partsOfImport`).
// Placed after Babel (it reads and rewrites the transformed code) and before shortMessageIds and the minifier (it reads
// the catalog chunks' `JSON.parse("…")` with the long ids; `shortIds.api.plan()` renames the parts' ids).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogMessages, cssInImportOrder, keepInCatalog, partsOfImport, planParts } from './chunkParts.mjs';
import { modulePreloads } from './modulePreloads.mjs';

const TOKEN = '__CHUNK_PARTS__:';
const RUNTIME = 'core/boot/chunkParts.ts';
const hash = (text) => createHash('sha256').update(text).digest('base64url').slice(0, 8);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * `text` as a single-quoted JS string: JSON's own double quotes then need no backslash, as in the catalogs the
 * minifier writes (~0.4 KB gzip less per lazy catalog than JSON.stringify's double-quoted string).
 */
export const singleQuoted = (text) => `'${text.replace(/[\\']/g, '\\$&').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;

/** The dynamic imports with a string literal in `ast` (an ESTree program): [start, end, specifier]. */
function dynamicImports(ast) {
  const found = [];
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ImportExpression' && node.source.type === 'Literal' && typeof node.source.value === 'string') {
      found.push([node.start, node.end, node.source.value]);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') visit(value);
  };
  visit(ast);
  return found;
}

/**
 * @param {object} options
 * @param {string} options.root the repository
 * @param {string} options.host names the initial stylesheet
 * @param {Record<string, string>} options.catalogs the compiled catalog modules by locale
 * @param {string[]} options.firstFrame the modules the first frame awaits (absolute)
 * @param {{ api: { plan(): Map<string, string> | null } } | false} [options.shortIds] the shortMessageIds plugin
 */
export function chunkParts({ root, host, catalogs, firstFrame, shortIds }) {
  const styles = new Map();
  const catalogFiles = Object.values(catalogs);
  const runtime = path.join(root, RUNTIME);
  let plan = null;
  return {
    name: 'chunk-parts',
    api: { initialCss: () => plan?.initialCss ?? [] },
    load(id) {
      if (!id.endsWith('.css')) return null;
      styles.set(id, readFileSync(id, 'utf8'));
      return 'export default undefined;';
    },
    async transform(code, id) {
      if (id.includes('node_modules') || id === runtime || !/\.tsx?$/.test(id) || !code.includes('import(')) return null;
      const found = dynamicImports(this.parse(code));
      if (found.length === 0) return null;
      let out = code;
      for (const [start, end, specifier] of found.reverse()) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved || resolved.external || catalogFiles.includes(resolved.id)) continue;
        const token = JSON.stringify(TOKEN + path.relative(root, resolved.id));
        out = `${out.slice(0, start)}__withChunkParts(${token}, () => ${out.slice(start, end)})${out.slice(end)}`;
      }
      if (out === code) return null;
      return { code: `import { withChunkParts as __withChunkParts } from ${JSON.stringify(runtime)};\n${out}`, map: null };
    },
    renderStart() {
      plan = null;
    },
    renderChunk(code, chunk, _options, meta) {
      plan ??= makePlan(this, Object.values(meta.chunks));
      let out = code;
      if (chunk.moduleIds.some((id) => catalogFiles.includes(id))) out = keepInCatalog(out, plan.initialMessages);
      out = out.replace(new RegExp(`(["'])${escape(TOKEN)}([^"']+)\\1`, 'g'), (_m, _q, rel) => JSON.stringify(plan.partsFor(rel)));
      return { code: out, map: null };
    },
    generateBundle() {
      if (!plan) return;
      for (const [fileName, source] of plan.files) this.emitFile({ type: 'asset', fileName, source });
    },
  };

  function makePlan(context, chunks) {
    const entry = chunks.find((c) => c.isEntry);
    const initial = new Set(modulePreloads(Object.fromEntries(chunks.map((c) => [c.fileName, c])), entry.fileName, firstFrame));
    const locales = Object.keys(catalogs);
    const messages = Object.fromEntries(locales.map((locale) => [locale, catalogMessages(readFileSync(catalogs[locale], 'utf8'))]));
    const ids = Object.keys(messages[locales[0]] ?? {});
    const idPattern = ids.length > 0 ? new RegExp(`(["'\`])(${ids.map(escape).join('|')})\\1`, 'g') : null;
    const moduleIds = [...context.getModuleIds()];
    const moduleMessages = new Map();
    for (const id of moduleIds) {
      const code = context.getModuleInfo(id)?.code;
      if (!idPattern || !code || id.includes('node_modules') || catalogFiles.includes(id)) continue;
      moduleMessages.set(id, [...code.matchAll(idPattern)].map((m) => m[2]));
    }
    const cssIds = [...styles.keys()].filter((id) => context.getModuleInfo(id));
    const cssOrder = cssInImportOrder(moduleIds, (id) => context.getModuleInfo(id), cssIds);
    const cssImporters = new Map(cssIds.map((id) => [id, [...(context.getModuleInfo(id)?.importers ?? [])]]));
    const parts = planParts({ chunks, initial, moduleMessages, cssImporters, cssOrder });
    if (parts.duplicatedCss.length > 0) context.warn(`CSS loaded by several lazy chunks: ${parts.duplicatedCss.join(', ')}`);

    const files = new Map();
    const rename = shortIds ? shortIds.api.plan() : null;
    const nameOf = (fileName) => chunks.find((c) => c.fileName === fileName).name;
    // The lazy chunks' messages in one file per locale, i18n/lazy-<hash>.<locale>.js (one name in every locale, hashed
    // over them all), which the first lazy import that needs messages loads and every later one finds loaded. A file
    // per chunk and locale cost ~20 KB gzip more in all (each of 86 files of a few hundred bytes compressed alone), and
    // a screen's own part came in parallel with its chunk anyway, so it saved a player no round trip. The whole
    // language's lazy messages (~15 KB gzip in English) now come with the first lazy chunk: the battle's, fetched once
    // the first frame is drawn (core/app/useBattleChunk.ts).
    let lazyCatalog;
    if (parts.lazyMessages.length > 0) {
      const sources = locales.map((locale) => {
        const part = Object.fromEntries(parts.lazyMessages.map((id) => [rename?.get(id) ?? id, messages[locale][id]]));
        return `export const messages=JSON.parse(${singleQuoted(JSON.stringify(part))});\n`;
      });
      lazyCatalog = `lazy-${hash(sources.join(''))}`;
      locales.forEach((locale, n) => files.set(`i18n/${lazyCatalog}.${locale}.js`, sources[n]));
    }
    const cssNames = new Map();
    const joined = (list) => list.map((id) => styles.get(id)).join('\n');
    const cssStems = new Map();
    for (const [fileName, list] of parts.chunkCss) {
      const source = joined(list);
      // Two chunks importing the same stylesheets share one file, loaded once.
      const stem = cssStems.get(source) ?? `${nameOf(fileName)}-${hash(source)}`;
      cssStems.set(source, stem);
      files.set(`css/${stem}.css`, source);
      cssNames.set(fileName, [stem, cssOrder.indexOf(list[0])]);
    }
    // The page's own stylesheets, each with its place in the cascade, like the lazy ones (core/boot/chunkParts.ts).
    const initialCss = parts.initialCss.map((list) => {
      const source = joined(list);
      const file = `css/${host}-${hash(source)}.css`;
      files.set(file, source);
      return [file, cssOrder.indexOf(list[0])];
    });

    // core/boot/chunkParts.ts finds a chunk at js/<js>.js (rollup.config.mjs chunkFileNames).
    const js = (f) => {
      if (!/^js\/[^/]+\.js$/.test(f)) throw new Error(`chunkParts: a chunk outside js/: ${f}`);
      return f.slice(3, -3);
    };
    const names = { js, catalog: (f) => (parts.chunkMessages.has(f) ? lazyCatalog : undefined), css: (f) => cssNames.get(f) };
    const partsFor = (rel) => {
      const target = chunks.find((c) => c.moduleIds.includes(path.join(root, rel)));
      return target ? partsOfImport(chunks, initial, target.fileName, names) : null;
    };
    return { initial, initialMessages: parts.initialMessages, initialCss, files, partsFor };
  }
}
