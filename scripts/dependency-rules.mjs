// The import rules of DESIGN.md "Folders" (dependency-cruiser), checked on every `npm test` (scripts/test.mjs) and by
// test/unit/dependencyRules.test.ts. One rule per arrow of the layer picture, so a violation names the arrow it breaks:
//   model ← rules ← api/live ← state ← ui | scene ← app ← platforms/<host>/index.ts
//   platforms/sdk ← core/platform.ts (core's view of the SDK);  platforms/sdk ← platforms/<host>/adapter.ts
// A layer lists what it MAY import; anything else (another core folder, an npm package it has no business with)
// is the violation. Tests beside the code (`*.test.ts`) may reach anything: they are not shipped.

const TEST = '[.]test[.]tsx?$';
// Node's own modules are fine in the server and the build, never in core; the core rules below list them out.
const CORE = (folders) => `^core/(${folders.join('|')})/`;
const NPM = (names) => `^(node_modules/)?(${names.map((n) => n.replace('/', '[/]')).join('|')})([/]|$)`;
// The adapter contract and its one error: model-level types every layer above the request layer may name.
const CONTRACT = '^core/(platform|PlatformDialogError)[.]ts$';

/** A layer may import only `allowed` (paths, as regular expressions); `comment` says which arrow this is. */
const layer = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: TEST },
  to: { pathNot: [from, ...allowed] },
});

export const forbidden = [
  layer('model-imports-nothing', CORE(['model']), [], 'core/model is the base: entities, enums and constants.'),
  layer('rules-are-pure', CORE(['rules']), [CORE(['model'])],
    'core/rules are pure game rules shared with the server: no React, three, HTTP or state (DESIGN "Folders").'),
  layer('content-is-data', CORE(['content']), [CORE(['model', 'rules'])],
    'core/content is game data read by the client and the server: model and rules only.'),
  layer('i18n-stands-alone', CORE(['i18n']), [CORE(['model']), NPM(['@lingui/core'])],
    'core/i18n is the lingui set-up and catalogs; it reads error codes from model, nothing else of core.'),
  layer('api-below-state', CORE(['api']), [CORE(['model']), CONTRACT, NPM(['ky'])],
    'core/api is the request layer: it knows the model and ky, never state, UI or scene.'),
  layer('live-below-state', CORE(['live']), [CORE(['model', 'api']), NPM(['@stomp/stompjs'])],
    'core/live is the STOMP channel: model and api only.'),
  layer('state-without-views', CORE(['state']),
    [CORE(['model', 'rules', 'content', 'api', 'live']), CONTRACT, NPM(['jotai', '@lingui/core'])],
    'core/state holds atoms and actions: no React, no DOM overlays, no scenes, no translations of its own.'),
  layer('ui-beside-scene', CORE(['ui']),
    [CORE(['model', 'rules', 'content', 'state', 'i18n']), CONTRACT, NPM(['react', 'react-dom', 'jotai', '@lingui/core', '@lingui/react', 'zzfx'])],
    'core/ui (DOM overlays) reads state and translations; it never imports a scene, the request layer or the app: the app composes ui and scene side by side.'),
  layer('scene-beside-ui', CORE(['scene']),
    [CORE(['model', 'rules', 'content', 'state']), NPM(['react', 'jotai', 'three', '@react-three/fiber', '@react-three/drei'])],
    'core/scene (the r3f renderer) draws state; it never imports a DOM overlay or translations: the app composes ui and scene side by side.'),
  {
    name: 'core-stays-inside-core',
    comment: 'Shipped core code never imports the reference server, fake hosts, test support, build scripts or a platform (the SDK only through core/platform.ts).',
    severity: 'error',
    from: { path: '^core/', pathNot: [TEST, '^core/platform[.]ts$'] },
    to: { path: '^(fixtures|test|scripts|platforms)/' },
  },
  {
    name: 'core-sees-the-sdk-through-its-contract',
    comment: 'core/platform.ts is this game\'s view of the platform SDK: it imports the SDK\'s entry point, nothing else outside core.',
    severity: 'error',
    from: { path: '^core/platform[.]ts$' },
    to: { path: '^(fixtures|test|scripts|platforms)/', pathNot: '^platforms/sdk/index[.]ts$' },
  },
  {
    name: 'core-names-no-host',
    comment: 'The core imports no host SDK: only platforms/<host> talks to its host (DESIGN "The adapter contract").',
    severity: 'error',
    from: { path: '^core/' },
    to: { path: NPM(['@vkontakte']) },
  },
  {
    name: 'sdk-stands-alone',
    comment: 'The platform SDK (platforms/sdk, its example game too) is game-neutral: it imports nothing outside its folder, no core, no host.',
    severity: 'error',
    from: { path: '^platforms/sdk/', pathNot: TEST },
    to: { pathNot: '^platforms/sdk/' },
  },
  {
    name: 'example-uses-the-sdk-entry',
    comment: 'The example game uses the SDK as any game would: through platforms/sdk/index.ts.',
    severity: 'error',
    from: { path: '^platforms/sdk/example/', pathNot: TEST },
    to: { path: '^platforms/sdk/', pathNot: ['^platforms/sdk/example/', '^platforms/sdk/index[.]ts$'] },
  },
  {
    name: 'adapters-use-the-sdk',
    comment: 'A host adapter and its SDK types depend on the platform SDK only; this game\'s core is for the host entry (index.ts) alone.',
    severity: 'error',
    from: { path: '^platforms/(?!sdk/)[^/]+/', pathNot: [TEST, '^platforms/[^/]+/index[.]ts$'] },
    to: { path: '^core/' },
  },
  {
    name: 'platforms-use-the-core-surface',
    comment: 'A host entry imports core only through core/index.ts, its public surface.',
    severity: 'error',
    from: { path: '^platforms/' },
    to: { path: '^core/', pathNot: '^core/index[.]ts$' },
  },
  {
    name: 'platforms-use-the-sdk-entry',
    comment: 'A host imports the SDK through its entry point, platforms/sdk/index.ts.',
    severity: 'error',
    from: { path: '^platforms/(?!sdk/)' },
    to: { path: '^platforms/sdk/', pathNot: '^platforms/sdk/index[.]ts$' },
  },
  {
    name: 'platforms-are-separate',
    comment: 'One host never imports another host’s adapter: each bundle holds its own host only (and the SDK). A test may (the example game\'s runs over a host).',
    severity: 'error',
    from: { path: '^platforms/([^/]+)/', pathNot: TEST },
    to: { path: '^platforms/[^/]+/', pathNot: '^platforms/($1|sdk)/' },
  },
  {
    name: 'server-reads-shared-core-only',
    comment: 'The reference server shares model, rules and content with the client, never its request layer, state or views.',
    severity: 'error',
    from: { path: '^fixtures/', pathNot: TEST },
    to: { path: '^core/', pathNot: CORE(['model', 'rules', 'content']) },
  },
  {
    name: 'no-circular',
    comment: 'No import cycles: they hide which layer owns what.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];

export default {
  forbidden,
  options: {
    // TypeScript 7 has no parser API yet; swc parses TS and TSX and keeps type-only imports (which count here).
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(builds|node_modules)/' },
  },
};
