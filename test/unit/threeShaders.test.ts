import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_MATERIAL_PROGRAMS, sourceIncludes, trimThreeShaders } from '../../scripts/threeShaders.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const threeBuild = path.join(root, 'node_modules', 'three', 'build');

type Shaders = { ShaderChunk: Record<string, string>; ShaderLib: Record<string, { vertexShader: string; fragmentShader: string }> };

/** A program's GLSL with its includes expanded, the way three's WebGLProgram expands them before compiling. */
const resolved = (glsl: string, chunks: Record<string, string>): string =>
  glsl.replace(/^[ \t]*#include +<([\w\d./]+)>/gm, (_, name: string) => resolved(chunks[name] ?? `MISSING ${name}`, chunks));

/** Every three material class a file under core/ names, JSX (`<meshToonMaterial>`) or class (`MeshToonMaterial`). */
const materialsNamedInCore = (): Set<string> => {
  const names = new Set<string>();
  for (const entry of readdirSync(path.join(root, 'core'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/\b([mM]esh\w*Material|[pP]ointsMaterial|[lL]ine\w*Material|[sS]priteMaterial)\b/g)) {
      names.add(m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1));
    }
  }
  return names;
};

/** three's ShaderLib program for each material class (WebGLPrograms' `shaderIDs`). */
const PROGRAM_OF: Record<string, string> = {
  MeshBasicMaterial: 'basic',
  MeshToonMaterial: 'toon',
  MeshLambertMaterial: 'lambert',
  MeshPhongMaterial: 'phong',
  MeshStandardMaterial: 'physical',
  MeshPhysicalMaterial: 'physical',
  MeshMatcapMaterial: 'matcap',
  MeshNormalMaterial: 'normal',
  MeshDepthMaterial: 'depth',
  MeshDistanceMaterial: 'distance',
  PointsMaterial: 'points',
  LineBasicMaterial: 'basic',
  LineDashedMaterial: 'dashed',
  SpriteMaterial: 'sprite',
};

describe('the build keeps only the shaders our materials use', () => {
  let folder: string;
  let original: Shaders;
  let trimmed: Shaders;

  // The trimmed build is imported for real (beside a copy of three.core.js, which it imports), so the test reads
  // the ShaderChunk and ShaderLib that the bundle's renderer will read.
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'three-shaders-'));
    copyFileSync(path.join(threeBuild, 'three.core.js'), path.join(folder, 'three.core.js'));
    const code = readFileSync(path.join(threeBuild, 'three.module.js'), 'utf8');
    writeFileSync(path.join(folder, 'three.module.js'), trimThreeShaders(code, { ownGlsl: sourceIncludes(path.join(root, 'core')) }).code);
    original = (await import('three')) as unknown as Shaders;
    trimmed = (await import(pathToFileURL(path.join(folder, 'three.module.js')).href)) as Shaders;
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('compiles every kept program to exactly the GLSL three would compile', () => {
    for (const name of KEPT_MATERIAL_PROGRAMS) {
      for (const stage of ['vertexShader', 'fragmentShader'] as const) {
        const kept = resolved(trimmed.ShaderLib[name]![stage], trimmed.ShaderChunk);
        expect(kept).not.toMatch(/#error|MISSING/);
        expect(kept).toBe(resolved(original.ShaderLib[name]![stage], original.ShaderChunk));
      }
    }
  });

  it('keeps the chunks our own shaders include and the renderer adds to every program', () => {
    for (const line of sourceIncludes(path.join(root, 'core'))) {
      const name = /<(\w+)>/.exec(line)![1]!;
      expect(trimmed.ShaderChunk[name]).toBe(original.ShaderChunk[name]);
    }
    for (const name of ['tonemapping_pars_fragment', 'colorspace_pars_fragment']) expect(trimmed.ShaderChunk[name]).toBe(original.ShaderChunk[name]);
  });

  it('drops the programs of materials we do not use, each with an error naming it', () => {
    expect(trimmed.ShaderChunk.meshphysical_frag).toBe('#error dropped from the build: meshphysical_frag');
    for (const name of ['physical', 'lambert', 'phong', 'matcap', 'points', 'sprite', 'depth', 'backgroundCube']) {
      expect(() => trimmed.ShaderLib[name], name).toThrow(new RegExp(`The ${name} program \\(its material\\) is left out of this build of three.js \\(scripts/threeShaders.mjs\\)`));
    }
    const size = (shaders: Shaders) => Object.values(shaders.ShaderChunk).reduce((sum, glsl) => sum + glsl.length, 0);
    expect(size(trimmed)).toBeLessThan(size(original) * 0.6);
  });

  it('is told about every material class our scenes draw with', () => {
    const named = [...materialsNamedInCore()];
    expect(named).toContain('MeshBasicMaterial');
    for (const material of named) {
      expect(PROGRAM_OF[material], `${material}: add its program to PROGRAM_OF`).toBeDefined();
      expect(KEPT_MATERIAL_PROGRAMS, `${material} draws with a dropped program`).toContain(PROGRAM_OF[material]);
    }
  });

  it('refuses a three whose build no longer has the shape it trims', () => {
    expect(() => trimThreeShaders('export const ShaderChunk = {};')).toThrow(/no longer has ShaderChunk/);
  });
});
