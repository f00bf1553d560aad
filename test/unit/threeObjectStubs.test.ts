import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as THREE from 'three';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropLeftOutGlsl } from '../../scripts/threeObjectStubs.mjs';
import * as THREE_ORIGINAL from 'three';
import { mockCanvas, mockWebGl, preprocessed } from '../support/mockWebGl.ts';
import { builtThree, importThree, originalModule, removeImportedThree, threeBeforeStandIns } from '../support/threeBuilds.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A recording renderer of `three` drawing `objects` (or a scene like ours) twice; `set` adjusts scene and renderer. */
function draw(three: typeof THREE, log: string[], objects?: THREE.Object3D[], set?: (s: THREE.Scene, r: THREE.WebGLRenderer) => void): void {
  const renderer = new three.WebGLRenderer({ canvas: mockCanvas(), context: mockWebGl(log) });
  const scene = new three.Scene();
  scene.background = new three.Color('#141a2e');
  scene.add(
    ...(objects ?? [
      new three.Mesh(new three.PlaneGeometry(1, 1), new three.MeshBasicMaterial({ color: '#ff8800' })),
      new three.Mesh(new three.SphereGeometry(1), new three.MeshToonMaterial({ color: 0x336699 })),
      new three.DirectionalLight(0xffffff, 2),
      new three.HemisphereLight(0xffeedd, 0x202040, 1),
      new three.AmbientLight(0x404040),
    ]),
  );
  set?.(scene, renderer);
  const camera = new three.OrthographicCamera(-1, 1, 1, -1, 1, 100);
  camera.position.z = 10;
  renderer.render(scene, camera);
  renderer.render(scene, camera);
}

describe("three's renderer without the lights, objects, backgrounds, clipping and formats our scenes never have (scripts/threeObjectStubs.mjs)", () => {
  let built: typeof THREE;
  beforeAll(async () => {
    built = await importThree(builtThree());
  });
  afterAll(removeImportedThree);

  it("leaves their code and GLSL out of the build's three", () => {
    const { module } = builtThree();
    const gone = [
      "skeleton.boneTexture, textures );",
      "renderer.renderMultiDraw( object._multiDrawStarts",
      "name: 'BackgroundCubeMaterial',",
      'extension.COMPRESSED_SRGB_S3TC_DXT1_EXT',
      'uniforms.halfWidth.set( light.width * 0.5, 0.0, 0.0 );',
      'plane.copy( planes[ i ] ).applyMatrix4( viewMatrix, viewNormalMatrix );',
      'grids.textures[ count ] = grid.texture;',
      'bool isInsideLightProbeGrid(',
      'void getPointLightInfo(',
      '#if NUM_CLIPPING_PLANES > 0',
    ];
    for (const text of gone) {
      expect(originalModule, text).toContain(text);
      expect(module, text).not.toContain(text);
    }
  });

  it('cuts from the shaders only blocks whose counts the stand-ins keep at 0', () => {
    const glsl = [
      'a;',
      '#if NUM_POINT_LIGHTS > 0',
      '\tpoint;',
      '#endif',
      '#if ( NUM_SPOT_LIGHTS > 0 ) && defined( RE_Direct )',
      '\tspot;',
      '#endif',
      '#if ( NUM_DIR_LIGHTS > 0 ) && defined( RE_Direct )',
      '\tdirectional;',
      '#endif',
      '#if NUM_HEMI_LIGHTS > 0',
      '\themisphere;',
      '#endif',
      '#if ( NUM_SUN_LIGHTS > 0 || NUM_DIR_LIGHTS > 0 || NUM_POINT_LIGHTS > 0 || NUM_SPOT_LIGHTS > 0 )',
      '\tany;',
      '#endif',
      '#if NUM_CLIPPING_PLANES > 0',
      '\tclip;',
      '#else',
      '\tnoclip;',
      '#endif',
      '#ifdef USE_INSTANCING',
      '\tinstancing;',
      '#endif',
      '#ifdef USE_BATCHING',
      '\tbatching;',
      '#endif',
      '#ifdef USE_SKINNING',
      '\tskinning;',
      '#endif',
      '#if defined( USE_MORPHCOLORS )',
      '\tmorph;',
      '#endif',
      '#ifdef USE_MAP',
      '\tmap;',
      '#endif',
      '#ifdef USE_AOMAP',
      '\tao;',
      '#endif',
      '#if defined( USE_ENVMAP )',
      '\tenv;',
      '#endif',
    ];
    const code = `var some_chunk = ${JSON.stringify(glsl.join('\n'))};\n`;
    const cut = JSON.parse(/= (".*");/.exec(dropLeftOutGlsl(code))![1]!) as string;
    expect(cut.split('\n')).toEqual(['a;', ...glsl.slice(7, 24), '#ifdef USE_MAP', '\tmap;', '#endif']);
  });

  it("compiles our programs to the same GLSL as three's own build once preprocessed: the cut blocks were all off", () => {
    /** The GLSL each program of a draw hands to WebGL, as its preprocessor keeps it, blank lines aside. */
    const sources = (three: typeof THREE): string[] => {
      const log: string[] = [];
      const objects = [
        new three.Mesh(new three.PlaneGeometry(1, 1), new three.MeshBasicMaterial({ map: new three.Texture(), transparent: true, alphaTest: 0.5 })),
        new three.Mesh(new three.SphereGeometry(1), new three.MeshToonMaterial({ color: 0x336699, vertexColors: true, gradientMap: new three.Texture() })),
        new three.DirectionalLight(0xffffff, 2),
        new three.HemisphereLight(0xffeedd, 0x202040, 1),
      ];
      draw(three, log, objects);
      return log
        .filter((call) => call.startsWith('shaderSource('))
        .map((call) => preprocessed(call).split('\n').filter((line) => line.trim() !== '').join('\n'));
    };
    const ours = sources(built);
    expect(ours.length).toBeGreaterThanOrEqual(4);
    expect(ours).toEqual(sources(THREE_ORIGINAL));
  });

  it('makes the same WebGL calls as before them for a scene like ours: a colour background, directional, hemisphere and ambient light', async () => {
    const before = await importThree(threeBeforeStandIns());
    const [was, is] = [[], []] as [string[], string[]];
    draw(before, was);
    draw(built, is);
    expect(is.filter((call) => call.startsWith('clearColor'))).not.toEqual([]);
    expect(is).toEqual(was);
  });

  it('throws, naming the file, where a scene would add a light, an object, a background or clipping it leaves out', () => {
    const image = { width: 1, height: 1 } as unknown as HTMLImageElement;
    const plane = (): THREE.BufferGeometry => new built.PlaneGeometry(1, 1);
    const skinned = (): THREE.Object3D => {
      const geometry = plane();
      geometry.setAttribute('skinIndex', new built.Uint16BufferAttribute(new Uint16Array(16), 4));
      geometry.setAttribute('skinWeight', new built.Float32BufferAttribute(new Float32Array(16).fill(0.25), 4));
      const mesh = new built.SkinnedMesh(geometry, new built.MeshBasicMaterial());
      mesh.bind(new built.Skeleton([new built.Bone()]));
      return mesh;
    };
    const batched = (): THREE.Object3D => {
      const mesh = new built.BatchedMesh(1, 4, 6, new built.MeshBasicMaterial());
      mesh.addInstance(mesh.addGeometry(plane()));
      return mesh;
    };
    const cases: [string, () => void, RegExp][] = [
      ['a point light', () => draw(built, [], [new built.PointLight()]), /Sun, spot, rect-area and point lights are left out/],
      ['a spot light', () => draw(built, [], [new built.SpotLight()]), /Sun, spot, rect-area and point lights/],
      ['a rect-area light', () => draw(built, [], [new built.RectAreaLight()]), /Sun, spot, rect-area and point lights/],
      ['a sun light', () => draw(built, [], [Object.assign(new built.DirectionalLight(), { isSunLight: true })]), /Sun, spot, rect-area and point lights/],
      ['a light probe grid', () => draw(built, [], [Object.assign(new built.Object3D(), { isLight: true, isLightProbeGrid: true })]), /Light probe grids are left out/],
      ['a skinned mesh', () => draw(built, [], [skinned()]), /Skinned meshes are left out/],
      ['a batched mesh', () => draw(built, [], [batched()]), /Batched meshes are left out/],
      ['an array camera', () => new built.WebGLRenderer({ canvas: mockCanvas(), context: mockWebGl([]) }).render(new built.Scene(), new built.ArrayCamera([new built.PerspectiveCamera()])), /Array cameras are left out/],
      ['a texture background', () => draw(built, [], undefined, (s) => (s.background = new built.Texture(image))), /Texture and cube-map backgrounds are left out/],
      ['clipping planes', () => draw(built, [], undefined, (_s, r) => (r.clippingPlanes = [new built.Plane()])), /Clipping planes are left out/],
      ['local clipping', () => draw(built, [], undefined, (_s, r) => (r.localClippingEnabled = true)), /Clipping planes are left out/],
    ];
    for (const [what, use, error] of cases) {
      expect(use, what).toThrow(error);
      expect(use, what).toThrow(/scripts\/threeObjectStubs\.mjs/);
    }
  });

  it('holds because nothing under core/ adds such a light, object, background or clipping', () => {
    const uses =
      /PointLight|SpotLight|RectAreaLight|SunLight|LightProbeGrid|SkinnedMesh|BatchedMesh|ArrayCamera|\bSkeleton\b|clippingPlanes|localClippingEnabled|attach="background"\s+(?:object|args=\{\[new)|\.background\s*=|CompressedTexture|_Format\b/;
    const found = readdirSync(path.join(root, 'core'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => uses.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(found, 'a scene uses what scripts/threeObjectStubs.mjs leaves out: drop its stand-in there').toEqual([]);
    // Our backgrounds are colours: <color attach="background" args={[…]} />.
    for (const [, text] of readdirSync(path.join(root, 'core/scene'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx$/.test(e.name))
      .map((e) => [e.name, readFileSync(path.join(e.parentPath, e.name), 'utf8')] as const)) {
      for (const m of text.matchAll(/<(\w+)[^>]*attach="background"/g)) expect(m[1]).toBe('color');
    }
  });
});
