// One iframe-ready bundle per host: builds/<host>/{index.html, js/, css/, atlas/}.
// HOSTS=own,vk limits the build; MINIFY=terser trades ~17 s per bundle for a few KB (DESIGN "Runtime and toolchain").
// BUILD_DIR=<folder> writes <folder>/<host>/ instead of builds/<host>/ (a variant build, e.g. the e2e's).
// The example game of the platform SDK (platforms/sdk/example) is built for the same hosts into <folder>/clicker/<host>/,
// unless EXAMPLE=0; EXAMPLE_ONLY=1 builds it alone.
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import babel from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { minify as esbuildMinify } from 'rollup-plugin-esbuild';
import { babelOptions } from './scripts/babel-options.mjs';
import { userSources } from './scripts/hosts.mjs';
import { FIRST_FRAME_MODULES, modulePreloads } from './scripts/modulePreloads.mjs';
import { shortMessageIds } from './scripts/shortMessageIds.mjs';
import { threeShaders } from './scripts/threeShaders.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const wanted = (process.env.HOSTS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const hosts = (wanted.length ? wanted : userSources).filter((h) => existsSync(path.join(root, 'platforms', h, 'index.ts')));
const production = process.env.NODE_ENV !== 'development';
const buildRoot = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(root, 'builds');
const exampleHosts = process.env.EXAMPLE === '0' ? [] : hosts.filter((h) => existsSync(path.join(root, 'platforms', h, 'hostAdapter.ts')));
const GAME_PAGE = path.join(root, 'platforms', 'index.html');
const EXAMPLE_PAGE = path.join(root, 'platforms', 'sdk', 'example', 'index.html');

/** A hostname table from the environment (core/boot/lookupHost.ts); a malformed one fails the build, not the page. */
function hostTableEnv(name) {
  const text = process.env[name];
  if (!text) return {};
  let table;
  try {
    table = JSON.parse(text);
  } catch (error) {
    throw new Error(`${name} is not JSON: ${error.message}`);
  }
  const valid =
    typeof table === 'object' && table !== null && !Array.isArray(table) && Object.values(table).every((v) => typeof v === 'string');
  if (!valid) throw new Error(`${name} must map hostnames to URLs as a JSON object of strings, got ${text}`);
  return table;
}
const staticHosts = hostTableEnv('STATIC_HOSTS');
const directApiHosts = hostTableEnv('DIRECT_API_HOSTS');

/**
 * The page every bundle of a game shares (platforms/index.html; the example's own), with the host's own head tags
 * (platforms/<host>/head.html: its SDK script or meta, when it needs one before the bundle) put in at `<!--HOST_HEAD-->`,
 * indented like it.
 */
function hostPage(host, page) {
  const template = readFileSync(page, 'utf8');
  const headPath = path.join(root, 'platforms', host, 'head.html');
  const head = existsSync(headPath) ? readFileSync(headPath, 'utf8') : '';
  return template.replace(/^([ \t]*)<!--HOST_HEAD-->\n/m, (_line, indent) =>
    head.split('\n').filter((l) => l.trim() !== '').map((l) => `${indent}${l}\n`).join(''),
  );
}

/**
 * Collects imported CSS into one css/ asset per bundle and writes index.html with the style tag, a modulepreload for
 * every chunk the first frame needs (scripts/modulePreloads.mjs: all requested at once, issue 10) and the entry.
 */
function pageAndStyles(host, page = GAME_PAGE) {
  const styles = new Map();
  return {
    name: 'page-and-styles',
    load(id) {
      if (!id.endsWith('.css')) return null;
      styles.set(id, readFileSync(id, 'utf8'));
      return 'export default undefined;';
    },
    generateBundle(_options, bundle) {
      const css = cssInImportOrder(this, [...styles.keys()])
        .map((id) => styles.get(id))
        .join('\n');
      let cssName = null;
      if (css) {
        const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
        cssName = `css/${host}-${hash}.css`;
        this.emitFile({ type: 'asset', fileName: cssName, source: css });
      }
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const firstFrame = FIRST_FRAME_MODULES.map((id) => path.join(root, id));
      const preloads = modulePreloads(bundle, entry.fileName, firstFrame).map((f) => `<link rel="modulepreload" href="${f}">`);
      const html = hostPage(host, page)
        .replace(/^([ \t]*)<!--STYLES-->/m, (_line, indent) =>
          [...(cssName ? [`<link rel="stylesheet" href="${cssName}">`] : []), ...preloads].map((tag) => `${indent}${tag}`).join('\n'),
        )
        .replace('<!--SCRIPTS-->', `<script type="module" src="${entry.fileName}"></script>`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

/**
 * The CSS files in a fixed order: breadth first from the entry over static imports (the app shell's styles, imported
 * near the entry, before a page's own, which build on them), then what is imported dynamically, the same way. They
 * were joined in the order they loaded, which depends on timing: two builds of one commit, or two hosts of one build,
 * could ship their rules in another order, and the later of two equal rules wins.
 */
function cssInImportOrder(context, cssIds) {
  const order = [];
  const seen = new Set();
  let level = [...context.getModuleIds()].filter((id) => context.getModuleInfo(id)?.isEntry);
  const dynamic = [];
  while (level.length > 0 || dynamic.length > 0) {
    if (level.length === 0) level = dynamic.splice(0);
    const next = [];
    for (const id of level) {
      if (seen.has(id)) continue;
      seen.add(id);
      if (id.endsWith('.css')) order.push(id);
      const info = context.getModuleInfo(id);
      if (!info) continue;
      next.push(...info.importedIds);
      dynamic.push(...info.dynamicallyImportedIds);
    }
    level = next;
  }
  // Never drop a file: one the walk missed goes last, by name.
  return [...order.filter((id) => cssIds.includes(id)), ...cssIds.filter((id) => !order.includes(id)).sort()];
}

const vendorChunk = (id) => {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(three|@react-three|three-stdlib|its-fine|zustand|suspend-react|react-use-measure)\//.test(id)) return 'three';
  if (/node_modules\/(react|react-dom|scheduler|jotai|@lingui\/react)\//.test(id)) return 'react';
  return undefined;
};

/** Modules of the pure layers (no side effects on import). */
const pureLayer = /[\\/]core[\\/](model|rules|content)[\\/].*\.tsx?$/;

/**
 * The example game's entry for one host, made here so that the SDK's folder names no host: the host's `hostAdapter`
 * (platforms/<host>/hostAdapter.ts, which the game's own entry uses too) handed to the example's `runClicker`.
 */
function exampleEntry(host) {
  const id = `\0example-entry:${host}`;
  return {
    name: 'example-entry',
    resolveId: (source) => (source === id ? id : null),
    load(source) {
      if (source !== id) return null;
      const adapter = JSON.stringify(path.join(root, 'platforms', host, 'hostAdapter.ts'));
      const run = JSON.stringify(path.join(root, 'platforms', 'sdk', 'example', 'runClicker.ts'));
      return `import { hostAdapter } from ${adapter};\nimport { runClicker } from ${run};\nawait runClicker(hostAdapter);\n`;
    },
  };
}

const bundle = (host, { input, dir, plugins }) => ({
  input: { [host]: input },
  output: {
    dir,
    format: 'es',
    entryFileNames: 'js/[name]-[hash].js',
    chunkFileNames: 'js/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    manualChunks: vendorChunk,
    sourcemap: false,
  },
  // core/model, core/rules and core/content are pure by the layer rules (README "Layout"): a module there is kept
  // only for an export something uses. Without this, importing one name through a barrel (content/index.ts) kept
  // every table the barrel re-exports, since a table built by calls looks side-effectful (issue 11: the hero
  // classes, shop offers and artifacts landed in the startApp chunk).
  treeshake: { moduleSideEffects: (id) => !pureLayer.test(id) },
  onwarn(warning, warn) {
    // jotai and @lingui/react ship 'use client' directives; harmless outside RSC (DESIGN "Spike gotchas").
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.message.includes('node_modules')) return;
    warn(warning);
  },
  plugins: [
    ...plugins,
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // Static host by page hostname (core/boot/staticBase.ts), e.g. STATIC_HOSTS='{".example.ru":"https://static.example.ru/"}'.
        __STATIC_HOSTS__: JSON.stringify(staticHosts),
        // Direct API origin by page hostname (core/boot/directApiHost.ts; technical §8 "Switch to a direct domain"),
        // e.g. DIRECT_API_HOSTS='{"game.example.ru":"https://api.example.ru"}'.
        __DIRECT_API_HOSTS__: JSON.stringify(directApiHosts),
      },
    }),
    resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    // Only the GLSL of the materials our scenes draw with (scripts/threeShaders.mjs; issue 26, the first visit).
    threeShaders({ sourceDir: path.join(root, 'core') }),
    commonjs(),
    babel({
      ...babelOptions,
      // Issue 26: a message's descriptor keeps its id alone. The macro strips the English source text only when
      // NODE_ENV is `production` at build time, which our builds do not set (production is anything but
      // `development` here), so every English text shipped twice: in the code and in the en catalog.
      ...(production ? { plugins: [['@lingui/babel-plugin-lingui-macro', { descriptorFields: 'id-only' }]] } : {}),
      babelHelpers: 'bundled',
      extensions: ['.ts', '.tsx'],
      exclude: /node_modules/,
    }),
    // utf8: esbuild's default escapes every non-ASCII character as \uXXXX (six bytes for a Cyrillic letter's two),
    // which made the ru catalog and every Russian string about 15 % heavier after gzip. Module scripts are UTF-8.
    production && shortMessageIds(['en', 'ru'].map((locale) => path.join(root, 'core', 'i18n', 'locales', `${locale}.ts`))),
    production &&
      (process.env.MINIFY === 'terser'
        ? terser({ module: true, ecma: 2020, compress: { passes: 2 }, format: { ascii_only: false } })
        : esbuildMinify({ target: 'es2022', charset: 'utf8' })),
  ],
});

export default [
  ...(process.env.EXAMPLE_ONLY === '1' ? [] : hosts).map((host) =>
    bundle(host, { input: path.join(root, 'platforms', host, 'index.ts'), dir: path.join(buildRoot, host), plugins: [pageAndStyles(host)] }),
  ),
  ...exampleHosts.map((host) =>
    bundle(host, {
      input: `\0example-entry:${host}`,
      dir: path.join(buildRoot, 'clicker', host),
      plugins: [exampleEntry(host), pageAndStyles(host, EXAMPLE_PAGE)],
    }),
  ),
];
