import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as THREE from 'three';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockCanvas, mockWebGl } from '../support/mockWebGl.ts';
import { builtThree, importThree, originalModule, removeImportedThree, threeBeforeStandIns } from '../support/threeBuilds.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A renderer of `three` on a recording context, and a scene drawn as ours are: basic and toon meshes, 2D textures. */
function drawOurKind(three: typeof THREE, log: string[]): THREE.WebGLRenderer {
  const renderer = new three.WebGLRenderer({ canvas: mockCanvas(), context: mockWebGl(log) });
  renderer.setSize(300, 150, false);
  const scene = new three.Scene();
  const camera = new three.OrthographicCamera(-1, 1, 1, -1, 1, 100);
  camera.position.z = 10;
  const data = new three.DataTexture(new Uint8Array(16), 2, 2, three.RGBAFormat);
  data.needsUpdate = true;
  const image = new three.Texture({ width: 4, height: 4 } as unknown as HTMLImageElement);
  image.needsUpdate = true;
  scene.add(
    new three.Mesh(new three.PlaneGeometry(1, 1), new three.MeshBasicMaterial({ color: '#ff8800', map: data })),
    new three.Mesh(new three.PlaneGeometry(1, 1), new three.MeshBasicMaterial({ map: image, transparent: true })),
    new three.Mesh(new three.BoxGeometry(1, 1, 1), new three.MeshToonMaterial({ color: 0x336699 })),
    new three.DirectionalLight(),
    new three.HemisphereLight(),
  );
  renderer.render(scene, camera);
  renderer.setRenderTarget(null);
  renderer.render(scene, camera);
  return renderer;
}

describe("three's renderer without render targets and textures that are not 2D (scripts/threeTextureStubs.mjs)", () => {
  let built: typeof THREE;
  beforeAll(async () => {
    built = await importThree(builtThree());
  });
  afterAll(removeImportedThree);

  it("leaves their code out of the build's three", () => {
    const { module } = builtThree();
    const gone = ['framebufferTextureLayer', 'renderbufferStorageMultisample', 'blitFramebuffer', 'state.compressedTexImage2D(', 'state.texImage3D(', 'TEXTURE_CUBE_MAP_POSITIVE_X + i', 'new WebGLRenderTarget( 1, 1, {'];
    for (const text of gone) {
      expect(originalModule).toContain(text);
      expect(module).not.toContain(text);
    }
  });

  it('makes the same WebGL calls as before them for a scene like ours, drawn to the canvas', async () => {
    const before = await importThree(threeBeforeStandIns());
    const [was, is] = [[], []] as [string[], string[]];
    drawOurKind(before, was);
    drawOurKind(built, is);
    expect(is.filter((call) => call.startsWith('texImage2D') || call.startsWith('texStorage2D'))).not.toEqual([]);
    expect(is).toEqual(was);
  });

  it('throws, naming the file, where a scene would render to a target, use another kind of texture or read pixels back', () => {
    const renderer = drawOurKind(built, []);
    const target = new built.WebGLRenderTarget(4, 4);
    const uploaded = <T extends THREE.Texture>(texture: T): T => Object.assign(texture, { needsUpdate: true });
    const image = { width: 1, height: 1 } as unknown as HTMLImageElement;
    const cases: [string, () => unknown, RegExp][] = [
      ['a render target', () => renderer.setRenderTarget(target), /Render targets are left out/],
      ['a render target, set up ahead', () => renderer.initRenderTarget(target), /Render targets are left out/],
      ['reading pixels', () => renderer.readRenderTargetPixels(target, 0, 0, 1, 1, new Uint8Array(4)), /Render targets are left out/],
      ['copying a texture', () => renderer.copyTextureToTexture(new built.Texture(), new built.Texture()), /Render targets are left out/],
      ['copying the frame', () => renderer.copyFramebufferToTexture(new built.FramebufferTexture(1, 1)), /Render targets are left out/],
      ['a cube texture', () => renderer.initTexture(uploaded(new built.CubeTexture([image, image, image, image, image, image]))), /Cube textures are left out/],
      ['a 3D texture', () => renderer.initTexture(uploaded(new built.Data3DTexture(new Uint8Array(4), 1, 1, 1))), /3D textures are left out/],
      ['an array texture', () => renderer.initTexture(uploaded(new built.DataArrayTexture(new Uint8Array(4), 1, 1, 1))), /Array textures are left out/],
      ['a compressed texture', () => renderer.initTexture(uploaded(new built.CompressedTexture([{ data: new Uint8Array(8), width: 4, height: 4 }], 4, 4))), /Compressed/],
      ['a depth texture', () => renderer.initTexture(uploaded(new built.DepthTexture(1, 1))), /Depth textures are left out/],
      ['an output buffer', () => new built.WebGLRenderer({ canvas: mockCanvas(), context: mockWebGl([]), outputBufferType: built.HalfFloatType }), /output buffer \(outputBufferType\) is left out/],
      ['effects', () => renderer.setEffects([]), /output buffer \(setEffects\) is left out/],
    ];
    for (const [what, use, error] of cases) {
      expect(use, what).toThrow(error);
      expect(use, what).toThrow(/scripts\/threeTextureStubs\.mjs/);
    }
  });

  it('throws where a program samples a cube, 3D, array or shadow texture (the uniform defaults of those kinds are left out)', () => {
    // A uniform with no value of its own: the renderer binds the empty texture of its kind.
    const sampling = (declaration: string): THREE.Mesh =>
      new built.Mesh(
        new built.PlaneGeometry(1, 1),
        new built.ShaderMaterial({
          uniforms: { [/(\w+);$/.exec(declaration)![1]!]: { value: null } },
          vertexShader: 'void main() { gl_Position = vec4( 0.0 ); }',
          fragmentShader: `${declaration}\nvoid main() {}`,
        }),
      );
    const cases: [string, RegExp][] = [
      ['uniform samplerCube cube;', /Cube textures are left out/],
      ['uniform sampler3D volume;', /3D textures are left out/],
      ['uniform sampler2DArray layers;', /Array textures are left out/],
      ['uniform sampler2DShadow shadow;', /Shadow samplers \(shadow maps\) are left out/],
    ];
    for (const [declaration, error] of cases) {
      const renderer = new built.WebGLRenderer({ canvas: mockCanvas(), context: mockWebGl([]) });
      expect(() => renderer.render(new built.Scene().add(sampling(declaration)), new built.OrthographicCamera()), declaration).toThrow(error);
    }
  });

  it('throws where a scene would draw a transmissive material (its pass renders to a target)', () => {
    const renderer = drawOurKind(built, []);
    const scene = new built.Scene().add(new built.Mesh(new built.PlaneGeometry(1, 1), new built.MeshPhysicalMaterial({ transmission: 1 })));
    expect(() => renderer.render(scene, new built.OrthographicCamera())).toThrow(/Transmission is left out/);
  });

  it('holds because nothing under core/ makes a render target, another kind of texture or reads pixels', () => {
    const uses =
      /RenderTarget|CubeTexture|Data3DTexture|DataArrayTexture|samplerCube|sampler3D|sampler2DArray|sampler2DShadow|CompressedTexture|DepthTexture|FramebufferTexture|VideoTexture|HTMLTexture|copyTextureToTexture|copyFramebufferToTexture|readRenderTargetPixels|outputBufferType|setEffects|\btransmission\b|MeshPhysicalMaterial/;
    const found = readdirSync(path.join(root, 'core'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => uses.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(found, 'a scene uses what scripts/threeTextureStubs.mjs leaves out: drop its stand-in there').toEqual([]);
  });
});
