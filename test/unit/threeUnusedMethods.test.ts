import path from 'node:path';
import type * as THREE from 'three';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stubThreeCore } from '../../scripts/threeStubs.mjs';
import { CLASSES, namingTexts, unusedMethods, withoutMethods } from '../../scripts/threeUnusedMethods.mjs';
import { builtThree, importThree, originalCore, removeImportedThree } from '../support/threeBuilds.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('three.core.js without the methods nothing names (scripts/threeUnusedMethods.mjs)', () => {
  let built: typeof THREE;
  beforeAll(async () => {
    built = await importThree(builtThree());
  });
  afterAll(removeImportedThree);

  it('leaves out a method no text names and keeps one that any text names, in code or in quotes', () => {
    const core = [
      'class Vector2 {',
      '\tsetX( x ) {',
      '\t\tthis.x = x;',
      '\t}',
      '\tsetY( y ) {',
      '\t\tthis.y = y;',
      '\t}',
      '\tlength() {',
      '\t\treturn 0;',
      '\t}',
      '}',
      '',
    ].join('\n');
    const found = (texts: string[]) => unusedMethods(core, texts, ['Vector2']).map((m) => m.name);
    expect(found(['v.setX( 1 );'])).toEqual(['setY', 'length']);
    expect(found(['v.setX( 1 );', "call( v, 'setY' )", 'v.length'])).toEqual([]);
    const stubbed = withoutMethods(core, [{ className: 'Vector2', name: 'setY' }]);
    expect(stubbed).toContain("\tsetY() {\n\n\t\tthrow _leftOutMethod( 'Vector2.setY' );\n\n\t}");
    expect(stubbed).toContain('\tsetX( x ) {\n\t\tthis.x = x;\n\t}');
  });

  it("leaves some 100 methods out of the build's three.core.js, each throwing with its name, and the rest work", () => {
    const unused = unusedMethods(stubThreeCore(originalCore), namingTexts(root));
    expect(unused.length).toBeGreaterThan(80);
    expect(unused).toContainEqual({ className: 'Vector4', name: 'setAxisAngleFromRotationMatrix' });
    const body = '// margin to distinguish between 0 and 180 degrees';
    expect(originalCore).toContain(body);
    expect(builtThree().core).not.toContain(body);
    expect(() => new built.Vector4().setAxisAngleFromRotationMatrix(new built.Matrix4())).toThrow(
      /^Vector4\.setAxisAngleFromRotationMatrix is left out of this build of three\.js \(scripts\/threeUnusedMethods\.mjs\)$/,
    );
    expect(() => new built.Matrix4().makeShear(0, 0, 0, 0, 0, 0)).toThrow(/Matrix4\.makeShear is left out/);
    const m = new built.Matrix4().compose(new built.Vector3(1, 2, 3), new built.Quaternion(), new built.Vector3(1, 1, 1));
    expect(new built.Vector3().applyMatrix4(m).toArray()).toEqual([1, 2, 3]);
    expect(new built.Color('#0d0920').lerp(new built.Color('#2c1a4a'), 0.5).getStyle()).toMatch(/^rgb\(/);
  });

  it('keeps every method our code, r3f or the renderer names: one that a file under core/ calls stays', () => {
    const unused = unusedMethods(stubThreeCore(originalCore), namingTexts(root)).map((m) => `${m.className}.${m.name}`);
    // CreatureStageSet calls getStyle and lerp; LeanCanvas's applyZoom updateProjectionMatrix; figures applyMatrix4.
    for (const used of ['Color.getStyle', 'Color.lerp', 'OrthographicCamera.updateProjectionMatrix', 'BufferGeometry.applyMatrix4']) {
      expect(unused).not.toContain(used);
    }
    expect(unusedMethods(stubThreeCore(originalCore), [...namingTexts(root), 'v.setAxisAngleFromRotationMatrix( m );'])).not.toContainEqual({
      className: 'Vector4',
      name: 'setAxisAngleFromRotationMatrix',
    });
  });

  it('refuses a three.core.js without one of the classes', () => {
    expect(CLASSES).toContain('Matrix4');
    expect(() => unusedMethods('class Other {\n}\n', [])).toThrow(/has no class Vector2/);
  });
});
