// One iframe-ready bundle per host: builds/<host>/{index.html, js/, css/, atlas/}.
// HOSTS=own,vk limits the build; MINIFY=terser minifies with terser from the source instead of esbuild and then
// scripts/terserPass.mjs: about the same bytes, ~17 s more per bundle (DESIGN "Runtime and toolchain").
// BUILD_DIR=<folder> writes <folder>/<host>/ instead of builds/<host>/ (a variant build, e.g. the e2e's).
// The example game of the platform SDK (platforms/sdk/example) is built for the same hosts into <folder>/clicker/<host>/,
// unless EXAMPLE=0; EXAMPLE_ONLY=1 builds it alone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import babel from '@rollup/plugin-babel';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { minify as esbuildMinify } from 'rollup-plugin-esbuild';
import { babelOptions } from './scripts/babel-options.mjs';
import { chunkParts } from './scripts/chunkPartsPlugin.mjs';
import { firstFrameChunks } from './scripts/firstFrameChunks.mjs';
import { userSources } from './scripts/hosts.mjs';
import { brotliSize, FIRST_FRAME_MODULES, modulePreloads } from './scripts/modulePreloads.mjs';
import { nativeStoreHook } from './scripts/nativeStoreHook.mjs';
import { shortMessageIds } from './scripts/shortMessageIds.mjs';
import { terserPassPlugin } from './scripts/terserPass.mjs';
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
 * Writes index.html with the initial stylesheets (scripts/chunkPartsPlugin.mjs: the lazy chunks' own load with them), a
 * modulepreload for every chunk the first frame needs (scripts/modulePreloads.mjs: all requested at once, issue 10)
 * and the entry. `parts` is the bundle's chunkParts plugin.
 */
function page(host, parts, template = GAME_PAGE) {
  return {
    name: 'page',
    generateBundle(_options, bundle) {
      const styles = parts.api.initialCss().map(([file, order]) => `<link rel="stylesheet" href="${file}" data-css-order="${order}">`);
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      // The first chunk paints the loading screen alone (scripts/firstFrameChunks.mjs keeps the app's modules out).
      if (entry.imports.length > 0) {
        const held = entry.imports.map((f) => `${f} (${Object.keys(bundle[f].modules).map((id) => path.relative(root, id)).join(', ')})`);
        this.error(`the entry ${entry.fileName} imports ${held.join('; ')}: the loading screen would wait for them`);
      }
      const firstFrame = FIRST_FRAME_MODULES.map((id) => path.join(root, id));
      // data-bytes: the chunk's size as served (brotli), by which the page times the atlas (core/boot/afterPreloads.ts).
      const preloads = modulePreloads(bundle, entry.fileName, firstFrame).map(
        (f) => `<link rel="modulepreload" href="${f}" data-bytes="${brotliSize(bundle[f].code)}">`,
      );
      const html = hostPage(host, template)
        .replace(/^([ \t]*)<!--STYLES-->/m, (_line, indent) =>
          [...styles, ...preloads].map((tag) => `${indent}${tag}`).join('\n'),
        )
        .replace('<!--SCRIPTS-->', `<script type="module" src="${entry.fileName}"></script>`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
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

const CATALOGS = Object.fromEntries(['en', 'ru'].map((locale) => [locale, path.join(root, 'core', 'i18n', 'locales', `${locale}.ts`)]));

const bundle = (host, { input, dir, plugins, template }) => {
  const shortIds = production && shortMessageIds(Object.values(CATALOGS));
  const firstFrame = FIRST_FRAME_MODULES.map((id) => path.join(root, id));
  const parts = chunkParts({ root, host, catalogs: CATALOGS, firstFrame, shortIds });
  return {
    input: { [host]: input },
    output: {
      dir,
      format: 'es',
      entryFileNames: 'js/[name]-[hash].js',
      chunkFileNames: 'js/[name]-[hash].js',
      assetFileNames: 'assets/[name]-[hash][extname]',
      // The first frame's modules in two chunks (the app's, the renderer's) beside the vendors' (issue 26).
      manualChunks: firstFrameChunks(input, firstFrame, vendorChunk, host),
      onlyExplicitManualChunks: true,
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
      page(host, parts, template),
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
      // React's own useSyncExternalStore for the libraries that ship a shim of it for React 16 and 17.
      nativeStoreHook(),
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
      // Issue 26: each lazy chunk's messages and CSS in files of their own, the first visit loading the initial ones only.
      parts,
      shortIds,
      // utf8: esbuild's default escapes every non-ASCII character as \uXXXX (six bytes for a Cyrillic letter's two),
      // which made the ru catalog and every Russian string about 15 % heavier after gzip. Module scripts are UTF-8.
      production &&
        (process.env.MINIFY === 'terser'
          ? terser({ module: true, ecma: 2020, compress: { passes: 2 }, format: { ascii_only: false } })
          : esbuildMinify({ target: 'es2022', charset: 'utf8' })),
      // terser's compressor and mangler over esbuild's output, once per distinct chunk of the whole build (issue 26).
      production && process.env.MINIFY !== 'terser' && terserPassPlugin(),
    ],
  };
};

export default [
  ...(process.env.EXAMPLE_ONLY === '1' ? [] : hosts).map((host) =>
    bundle(host, { input: path.join(root, 'platforms', host, 'index.ts'), dir: path.join(buildRoot, host), plugins: [] }),
  ),
  ...exampleHosts.map((host) =>
    bundle(host, {
      input: `\0example-entry:${host}`,
      dir: path.join(buildRoot, 'clicker', host),
      plugins: [exampleEntry(host)],
      template: EXAMPLE_PAGE,
    }),
  ),
];
