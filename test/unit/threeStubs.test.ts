import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as THREE from 'three';
import { afterAll, describe, expect, it } from 'vitest';
import { dropShadowGlsl, STUBS, stubThreeCore, stubThreeParts, withoutShadowBlocks } from '../../scripts/threeStubs.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const threeBuild = path.join(root, 'node_modules', 'three', 'build');
const original = readFileSync(path.join(threeBuild, 'three.module.js'), 'utf8');
const originalCore = readFileSync(path.join(threeBuild, 'three.core.js'), 'utf8');

/** One stand-in as a value, its free names bound to three's own. */
const standIn = (opening: string): new () => Record<string, unknown> => {
  const name = /(?:class|function) (\w+)/.exec(opening)![1]!;
  const names = ['EventDispatcher', 'PCFShadowMap', 'EquirectangularReflectionMapping', 'EquirectangularRefractionMapping'] as const;
  const make = new Function(...names, `${STUBS[opening]}\nreturn ${name};`) as (...values: unknown[]) => new () => Record<string, unknown>;
  return make(...names.map((n) => THREE[n]));
};
const opening = (name: string): string => Object.keys(STUBS).find((o) => o.includes(` ${name}(`) || o.includes(` ${name} `))!;

/** Every .ts/.tsx file under core/ but the tests, with its path. */
const coreSources = (): [string, string][] =>
  readdirSync(path.join(root, 'core'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
    .map((e) => [path.join(e.parentPath, e.name), readFileSync(path.join(e.parentPath, e.name), 'utf8')]);

describe("three's renderer without WebXR, shadow maps, environment maps and serializing (scripts/threeStubs.mjs)", () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

  it('replaces each part in the build, which then no longer holds their code, and still loads', async () => {
    const stubbed = stubThreeParts(original);
    for (const gone of ['XRWebGLBinding', 'new PMREMGenerator(', 'new MeshDepthMaterial()', 'new WebGLCubeRenderTarget( image.height )']) {
      expect(original).toContain(gone);
      expect(stubbed).not.toContain(gone);
    }
    expect(stubbed.length).toBeLessThan(original.length - 40_000);
    // Imported for real beside three.core.js: the module still parses and links.
    const folder = mkdtempSync(path.join(tmpdir(), 'three-stubs-'));
    folders.push(folder);
    writeFileSync(path.join(folder, 'three.core.js'), stubThreeCore(originalCore));
    writeFileSync(path.join(folder, 'three.module.js'), stubbed);
    const module = (await import(pathToFileURL(path.join(folder, 'three.module.js')).href)) as typeof THREE;
    expect(typeof module.WebGLRenderer).toBe('function');
    // The serializing methods throw; value types keep theirs, and the rest of a class works as before.
    const mesh = new module.Mesh(new module.PlaneGeometry(2, 1), new module.MeshBasicMaterial({ color: '#ff8800' }));
    mesh.position.set(1, 2, 3);
    mesh.updateMatrixWorld();
    expect(mesh.matrixWorld.elements.slice(12, 15)).toEqual([1, 2, 3]);
    expect(mesh.clone().material).toBe(mesh.material);
    for (const serialize of [() => mesh.toJSON(), () => mesh.material.toJSON(), () => mesh.geometry.toJSON(), () => new module.Texture().toJSON()]) {
      expect(serialize).toThrow(/Serializing is left out/);
    }
    expect(new module.Color('#ff8800').toJSON()).toBe(0xff8800);
    expect(originalCore.length - stubThreeCore(originalCore).length).toBeGreaterThan(20_000);
  });

  it('answers as the original does while the feature is off, and throws where a scene would turn it on', () => {
    const xr = new (standIn(opening('WebXRManager')))() as unknown as THREE.EventDispatcher<{ sessionstart: object }> & Record<string, () => unknown>;
    expect([xr['enabled'], xr['isPresenting'], xr.getSession!(), xr.hasDepthSensing!(), xr.getDepthSensingMesh!()]).toEqual([false, false, null, false, null]);
    xr.addEventListener('sessionstart', () => undefined);
    expect(() => xr.setSession!()).toThrow(/threeStubs/);

    const shadows = new (standIn(opening('WebGLShadowMap')))() as Record<string, unknown> & { render(lights: unknown[]): void };
    expect([shadows['enabled'], shadows['type']]).toEqual([false, THREE.PCFShadowMap]);
    expect(() => shadows.render([{}])).not.toThrow();
    shadows['enabled'] = false;
    expect(() => (shadows['enabled'] = true)).toThrow(/Shadow maps are left out/);
    expect(shadows['enabled']).toBe(false);

    const morphs = (standIn(opening('WebGLMorphtargets')) as unknown as () => { update(): void })();
    expect(() => morphs.update()).toThrow(/Morph targets are left out/);
    const groups = (standIn(opening('WebGLUniformsGroups')) as unknown as () => { update(): void; dispose(): void })();
    expect(() => groups.dispose()).not.toThrow();
    expect(() => groups.update()).toThrow(/Uniform buffers are left out/);

    const environments = (standIn(opening('WebGLEnvironments')) as unknown as () => { get(t: unknown, pmrem?: boolean): unknown })();
    const plain = new THREE.Texture();
    expect([environments.get(null), environments.get(undefined), environments.get(plain)]).toEqual([null, null, plain]);
    expect(() => environments.get(plain, true)).toThrow(/Environment maps are left out/);
    const equirect = new THREE.Texture();
    equirect.mapping = THREE.EquirectangularReflectionMapping;
    expect(() => environments.get(equirect)).toThrow(/Environment maps are left out/);
  });

  it("cuts from the shaders only what USE_SHADOWMAP alone turns on, which the stand-in never defines", () => {
    const glsl = [
      'a;',
      '#ifdef USE_SHADOWMAP',
      '\t#if NUM_DIR_LIGHT_SHADOWS > 0',
      '\t\tshadow;',
      '\t#endif',
      '#endif',
      '\t#if defined( USE_SHADOWMAP ) && NUM_SPOT_LIGHT_SHADOWS > 0',
      '\t\tspot;',
      '\t#endif',
      '#if defined( USE_SHADOWMAP ) || NUM_SPOT_LIGHT_COORDS > 0',
      '\tcoords;',
      '#endif',
      '#ifdef USE_SHADOWMAP',
      '\tx;',
      '#else',
      '\ty;',
      '#endif',
      'b;',
    ].join('\n');
    expect(withoutShadowBlocks(glsl).split('\n')).toEqual(['a;', ...glsl.split('\n').slice(9)]);
    const module = dropShadowGlsl(stubThreeParts(original));
    const chunk = (code: string, name: string): string => JSON.parse(new RegExp(`^var ${name} = ("(?:[^"\\\\\\n]|\\\\.)*");$`, 'm').exec(code)![1]!) as string;
    expect(chunk(module, 'shadowmap_pars_fragment').length).toBeLessThan(chunk(original, 'shadowmap_pars_fragment').length / 10);
    expect(chunk(module, 'shadowmap_pars_fragment')).toContain('spotLightMap[ NUM_SPOT_LIGHT_MAPS ]');
    expect(module).not.toMatch(/#ifdef USE_SHADOWMAP\\n/);
  });

  it('holds because no scene turns on WebXR, shadows or environment maps', () => {
    const uses = /\bcastShadow\b|\breceiveShadow\b|\bshadowMap\b|\bshadows(?:=|\s*\/?>)|\benvMap\b|\.environment\b|attach="environment"|backgroundBlurriness|Equirectangular\w*Mapping|\.xr\b|\bXRSession\b|morphAttributes|morphTargetInfluences|uniformsGroups/;
    const found = coreSources().filter(([, text]) => uses.test(text)).map(([file]) => path.relative(root, file));
    expect(found, 'a scene uses what scripts/threeStubs.mjs leaves out: drop its stand-in there').toEqual([]);
  });

  it('refuses a three whose build no longer has a part where expected', () => {
    expect(() => stubThreeParts('export {};')).toThrow(/no longer has one `class WebXRManager/);
    expect(() => stubThreeCore('class A {\n\ttoJSON( meta ) {\n\t}\n}\n')).toThrow(/1 serializing methods/);
  });
});
