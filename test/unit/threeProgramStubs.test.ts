import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as THREE from 'three';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockCanvas, mockWebGl } from '../support/mockWebGl.ts';
import { builtThree, importThree, originalModule, removeImportedThree, threeBeforeStandIns } from '../support/threeBuilds.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every .ts/.tsx file under core/ but the tests, with its path. */
const coreSources = (): [string, string][] =>
  readdirSync(path.join(root, 'core'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
    .map((e) => [path.relative(root, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'utf8')]);

/** A recording renderer of `three`, flat as r3f makes ours (NoToneMapping), and a draw of `objects` on it. */
function draw(three: typeof THREE, log: string[], ...objects: THREE.Object3D[]): THREE.WebGLRenderer {
  const renderer = new three.WebGLRenderer({ canvas: mockCanvas(), context: mockWebGl(log) });
  renderer.toneMapping = three.NoToneMapping;
  const camera = new three.OrthographicCamera(-1, 1, 1, -1, 1, 100);
  camera.position.z = 10;
  renderer.render(new three.Scene().add(...objects), camera);
  return renderer;
}

/** Meshes and points as our scenes draw them: basic, toon (lit) and ShaderMaterials. */
const ourKind = (three: typeof THREE): THREE.Object3D[] => [
  new three.Mesh(new three.PlaneGeometry(1, 1), new three.MeshBasicMaterial({ color: '#ff8800', transparent: true, opacity: 0.5 })),
  new three.Mesh(new three.BoxGeometry(1, 1, 1), new three.MeshToonMaterial({ color: 0x336699, side: three.BackSide })),
  new three.Points(
    new three.BufferGeometry().setAttribute('position', new three.BufferAttribute(new Float32Array(3), 3)),
    new three.ShaderMaterial({ uniforms: { size: { value: 2 } }, vertexShader: 'void main() { gl_PointSize = 2.0; }', fragmentShader: 'void main() {}' }),
  ),
  new three.DirectionalLight(),
  new three.HemisphereLight(),
];

describe("three's renderer with the programs of our materials only (scripts/threeProgramStubs.mjs)", () => {
  let built: typeof THREE;
  beforeAll(async () => {
    built = await importThree(builtThree());
  });
  afterAll(removeImportedThree);

  it("leaves the tone mapping GLSL, the DFG table and other materials' refreshers out of the build", () => {
    const { module } = builtThree();
    const gone = ['vec3 ACESFilmicToneMapping( vec3 color )', "getToneMappingFunction( 'toneMapping', parameters.toneMapping )", 'DFG_LUT', 'refreshUniformsPhysical( uniforms, material, transmissionRenderTarget );', 'refreshUniformsMatcap( uniforms, material );'];
    for (const text of gone) {
      expect(originalModule).toContain(text);
      expect(module).not.toContain(text);
    }
  });

  it('makes the same WebGL calls as before them for meshes and points like ours', async () => {
    const before = await importThree(threeBeforeStandIns());
    const [was, is] = [[], []] as [string[], string[]];
    draw(before, was, ...ourKind(before));
    draw(built, is, ...ourKind(built));
    expect(is.filter((call) => call.startsWith('uniform'))).not.toEqual([]);
    expect(is).toEqual(was);
  });

  it('throws, naming the file, where a scene would use tone mapping, another material or precompiling', () => {
    const mesh = (material: THREE.Material): THREE.Mesh => new built.Mesh(new built.PlaneGeometry(1, 1), material);
    const toneMapped = (): unknown => {
      const renderer = draw(built, []);
      renderer.toneMapping = built.ACESFilmicToneMapping;
      return renderer.render(new built.Scene().add(...ourKind(built)), new built.OrthographicCamera());
    };
    const cases: [string, () => unknown, RegExp][] = [
      ['tone mapping', toneMapped, /Tone mapping \(a canvas not `flat`\) is left out/],
      // Another material's program is left out of ShaderLib, which throws first (scripts/threeShaders.mjs).
      ['a standard material', () => draw(built, [], mesh(new built.MeshStandardMaterial())), /The physical program \(its material\) is left out/],
      ['a lambert material', () => draw(built, [], mesh(new built.MeshLambertMaterial())), /The lambert program \(its material\) is left out/],
      ['a points material', () => draw(built, [], new built.Points(new built.BufferGeometry().setAttribute('position', new built.BufferAttribute(new Float32Array(3), 3)), new built.PointsMaterial())), /The points program/],
      ['an aoMap', () => draw(built, [], mesh(new built.MeshBasicMaterial({ aoMap: new built.Texture() }))), /Material\.aoMap is left out/],
      ['an envMap', () => draw(built, [], mesh(new built.MeshBasicMaterial({ envMap: new built.Texture() }))), /Material\.envMap is left out/],
      ['a normalMap', () => draw(built, [], mesh(new built.MeshToonMaterial({ normalMap: new built.Texture() }))), /Material\.normalMap is left out/],
      ['an alphaMap', () => draw(built, [], mesh(new built.MeshToonMaterial({ alphaMap: new built.Texture() }))), /Material\.alphaMap is left out/],
      ['alphaHash', () => draw(built, [], mesh(new built.MeshBasicMaterial({ alphaHash: true }))), /Material\.alphaHash is left out/],
      ['precompiling', () => draw(built, []).compile(new built.Scene(), new built.OrthographicCamera()), /Precompiling \(compile\) is left out/],
    ];
    for (const [what, use, error] of cases) {
      expect(use, what).toThrow(error);
      expect(use, what).toThrow(/\(scripts\/three(?:ProgramStubs|Shaders)\.mjs\)/);
    }
    // Were ShaderLib to keep them, the refresh of their uniforms and the DFG table would throw in turn.
    const { module } = builtThree();
    expect(module).toMatch(/} else \{\n\n\t\t\tthrow new Error\( `\$\{ material.type \} is left out of this build of three.js \(scripts\/threeProgramStubs.mjs\)` \);/);
    expect(module).toContain("if ( material.isMeshStandardMaterial ) throw new Error( 'MeshStandardMaterial and MeshPhysicalMaterial are left out");
  });

  it('holds because our canvas is flat and our materials basic, toon or ours', () => {
    const uses = /toneMapping|MeshStandardMaterial|MeshPhysicalMaterial|MeshLambertMaterial|MeshPhongMaterial|MeshMatcapMaterial|PointsMaterial|LineBasicMaterial|SpriteMaterial|\.compile(Async)?\(/;
    expect(coreSources().filter(([, text]) => uses.test(text)).map(([file]) => file), 'drop the stand-in in scripts/threeProgramStubs.mjs').toEqual([]);
    expect(readFileSync(path.join(root, 'core/scene/LeanCanvas.tsx'), 'utf8')).toMatch(/\n\s+flat: true,\n/);
    // Our materials' maps are map and gradientMap only.
    const maps = /\b(?:envMap|aoMap|lightMap|bumpMap|normalMap|displacementMap|emissiveMap|specularMap|alphaMap|alphaHash|metalnessMap|roughnessMap)\b/;
    expect(coreSources().filter(([, text]) => maps.test(text)).map(([file]) => file), 'drop its line in scripts/threeProgramStubs.mjs').toEqual([]);
  });
});
