// Issue 26 (the first visit): three.js ships the GLSL of every built-in material (about 150 KB raw, 23 KB brotli of
// its chunk), and the bundler cannot drop any of it: `ShaderChunk` is one object that the renderer indexes by name at
// run time (`#include <name>`). Our scenes draw with MeshBasicMaterial, MeshToonMaterial and our own ShaderMaterials
// only, so the build empties every shader chunk those cannot reach.
//
// A dropped chunk becomes one `#error` line naming it: if a scene ever used a material whose shaders were dropped, its
// shader would fail to compile with that name in the message, rather than draw something subtly wrong.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dropShadowGlsl, STUBS, stubThreeCore, stubThreeParts } from './threeStubs.mjs';
import { dropLeftOutGlsl, OBJECT_STUBS } from './threeObjectStubs.mjs';
import { PROGRAM_STUBS } from './threeProgramStubs.mjs';
import { TEXTURE_STUBS } from './threeTextureStubs.mjs';
import { namingTexts, unusedMethods, withoutMethods } from './threeUnusedMethods.mjs';

/** ShaderLib entries (three's names for its materials' programs) our scenes draw with. */
export const KEPT_MATERIAL_PROGRAMS = ['basic', 'toon'];

const THREE_BUILD = /[\\/]node_modules[\\/]three[\\/]build[\\/]three\.module\.js$/;
const THREE_CORE = /[\\/]node_modules[\\/]three[\\/]build[\\/]three\.core\.js$/;
const STRING_DECL = /^(?:var|const) ([\w$]+) = ("(?:[^"\\\n]|\\.)*");$/gm;
const INCLUDE = /#include <([\w]+)>/g;
const CHUNK_REF = /ShaderChunk(?:\.([\w]+)|\[\s*'([\w]+)'\s*\])/g;

/** The text between `open` (a line's start) and the first line after it that is exactly `close`. */
const blockAt = (code, open, close) => {
  const start = code.indexOf(open);
  if (start < 0) return null;
  const end = code.indexOf(`\n${close}\n`, start);
  return end < 0 ? null : { start, end: end + close.length + 1 };
};

/** The chunk names `#include`d by a GLSL text. */
const includesOf = (glsl) => [...glsl.matchAll(INCLUDE)].map((m) => m[1]);

/** The chunk names `ShaderChunk.x` / `ShaderChunk[ 'x' ]` name in a piece of three's code. */
const chunkRefsOf = (code) => [...code.matchAll(CHUNK_REF)].map((m) => m[1] ?? m[2]);

/**
 * three's module build with every shader chunk that `keptPrograms` and `ownGlsl` cannot reach replaced by an `#error`
 * line. Reachable: the vertex and fragment chunks of the kept ShaderLib programs, every chunk the renderer's own code
 * names outside ShaderLib (the tone-mapping and colour-space prefixes, for instance), the chunks `ownGlsl` includes,
 * and everything those include in turn. Throws when three's build no longer has the shape this relies on, so an
 * upgrade of three fails the build instead of shipping broken shaders.
 */
export function trimThreeShaders(code, { keptPrograms = KEPT_MATERIAL_PROGRAMS, ownGlsl = [] } = {}) {
  const chunkBlock = blockAt(code, '\nconst ShaderChunk = {', '};');
  const libBlock = blockAt(code, '\nconst ShaderLib = {', '};');
  const physicalBlock = blockAt(code, '\nShaderLib.physical = {', '};');
  if (!chunkBlock || !libBlock || !physicalBlock) throw new Error('threeShaders: three.module.js no longer has ShaderChunk/ShaderLib where expected');

  const chunkVar = new Map(
    [...code.slice(chunkBlock.start, chunkBlock.end).matchAll(/^\t(\w+): ([\w$]+),?$/gm)].map((m) => [m[1], m[2]]),
  );
  const literal = new Map([...code.matchAll(STRING_DECL)].map((m) => [m[1], { text: JSON.parse(m[2]), index: m.index, source: m[0] }]));
  for (const [name, variable] of chunkVar) {
    if (!literal.has(variable)) throw new Error(`threeShaders: chunk ${name} (${variable}) is not a plain string in three.module.js`);
  }

  // ShaderLib's programs, by name: `basic: { uniforms: …, vertexShader: ShaderChunk.meshbasic_vert, … }`.
  const programs = new Map();
  for (const m of code.slice(libBlock.start, libBlock.end).matchAll(/^\t(\w+): \{([\s\S]*?)^\t\}/gm)) programs.set(m[1], chunkRefsOf(m[2]));
  programs.set('physical', chunkRefsOf(code.slice(physicalBlock.start, physicalBlock.end)));
  for (const name of keptPrograms) {
    if (!programs.has(name)) throw new Error(`threeShaders: three has no ShaderLib program "${name}"`);
  }

  const outside = code.slice(0, libBlock.start) + code.slice(libBlock.end, physicalBlock.start) + code.slice(physicalBlock.end);
  const kept = new Set();
  const queue = [
    ...keptPrograms.flatMap((name) => programs.get(name)),
    ...chunkRefsOf(outside),
    ...ownGlsl.flatMap(includesOf),
  ];
  while (queue.length > 0) {
    const name = queue.pop();
    if (kept.has(name) || !chunkVar.has(name)) continue;
    kept.add(name);
    queue.push(...includesOf(literal.get(chunkVar.get(name)).text));
  }

  const dropped = [...chunkVar.keys()].filter((name) => !kept.has(name));
  let out = code;
  // From the end, so earlier indices stay valid.
  const edits = dropped
    .map((name) => ({ name, ...literal.get(chunkVar.get(name)), variable: chunkVar.get(name) }))
    .sort((a, b) => b.index - a.index);
  let bytesDropped = 0;
  for (const edit of edits) {
    const declared = edit.source.slice(0, edit.source.indexOf('=') + 2);
    const replacement = `${declared}${JSON.stringify(`#error dropped from the build: ${edit.name}`)};`;
    bytesDropped += edit.source.length - replacement.length;
    out = out.slice(0, edit.index) + replacement + out.slice(edit.index + edit.source.length);
  }
  return { code: withoutDroppedPrograms(out, keptPrograms), kept: [...kept].sort(), dropped: dropped.sort(), bytesDropped };
}

const programLeftOut = (name) =>
  `throw new Error( 'The ${name} program (its material) is left out of this build of three.js (scripts/threeShaders.mjs)' );`;

/**
 * ShaderLib with each program but `keptPrograms` a getter that throws: their uniforms (built as the module loads) go
 * with them, and a material of theirs fails as the renderer looks its program up, naming it.
 */
function withoutDroppedPrograms(code, keptPrograms) {
  const lib = blockAt(code, '\nconst ShaderLib = {', '};');
  const physical = blockAt(code, '\nShaderLib.physical = {', '};');
  const entries = code
    .slice(lib.start, lib.end)
    .replace(/^\t(\w+): \{[\s\S]*?^\t\}/gm, (whole, name) => (keptPrograms.includes(name) ? whole : `\tget ${name}() {\n\n\t\t${programLeftOut(name)}\n\n\t}`));
  const physicalEntry = keptPrograms.includes('physical')
    ? code.slice(physical.start, physical.end)
    : `\nObject.defineProperty( ShaderLib, 'physical', { get() {\n\n\t${programLeftOut('physical')}\n\n} } );`;
  return code.slice(0, lib.start) + entries + code.slice(lib.end, physical.start) + physicalEntry + code.slice(physical.end);
}

/** The `#include` lines of every source file under `dir` (our ShaderMaterials' GLSL lives in core/scene's modules). */
export function sourceIncludes(dir) {
  const lines = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    lines.push(...(readFileSync(path.join(entry.parentPath, entry.name), 'utf8').match(INCLUDE) ?? []));
  }
  return lines;
}

/**
 * The last trim, for the next bundle of the same build: `npm run build` makes 24 bundles (12 hosts and their example
 * games) in one process, each loading the same three.js, and a trim with its source scan is ~0.2 s of CPU.
 */
let lastTrim = null;
let lastCore = null;

/**
 * The rollup plugin: trims three's module build as it is loaded, keeping what the GLSL under `sourceDir` includes, with
 * the renderer's parts our scenes never run replaced (scripts/threeStubs.mjs, threeTextureStubs.mjs,
 * threeProgramStubs.mjs, threeObjectStubs.mjs).
 */
export function threeShaders({ sourceDir }) {
  return {
    name: 'three-shaders',
    transform(code, id) {
      if (THREE_CORE.test(id)) {
        if (lastCore?.code !== code || lastCore.sourceDir !== sourceDir) {
          // The methods nothing names go last, so that those only the stand-ins called go too.
          const stubbed = stubThreeCore(code);
          lastCore = { code, sourceDir, stubbed: withoutMethods(stubbed, unusedMethods(stubbed, namingTexts(path.dirname(sourceDir)))) };
        }
        return { code: lastCore.stubbed, map: null };
      }
      if (!THREE_BUILD.test(id)) return null;
      if (lastTrim?.code !== code || lastTrim.sourceDir !== sourceDir) {
        // The stand-ins first (scripts/threeStubs.mjs): the shadow map's own shaders then no longer count as used.
        const stubbed = dropLeftOutGlsl(dropShadowGlsl(stubThreeParts(code, { ...STUBS, ...TEXTURE_STUBS, ...PROGRAM_STUBS, ...OBJECT_STUBS })));
        lastTrim = { code, sourceDir, trimmed: trimThreeShaders(stubbed, { ownGlsl: sourceIncludes(sourceDir) }).code };
      }
      return { code: lastTrim.trimmed, map: null };
    },
  };
}
