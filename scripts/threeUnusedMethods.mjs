// Issue 26 (the first visit): methods of three.core.js's math and scene classes that nothing in the game names, in
// the pattern of scripts/threeStubs.mjs. A class keeps every method in the bundle, called or not (Matrix4's
// makeShear, Vector4's setAxisAngleFromRotationMatrix, Ray's distanceSqToSegment…): the bundler cannot know which
// ones a caller will name. This module finds them by name instead, as each build runs: a method is left out when no
// other text of three's build, of r3f, or of our own code under core/ names it (`.name`, or 'name' in quotes); a
// method some code starts to call is then kept by the next build without anyone editing a list.
//
// A left-out method throws, naming this file (test/unit/threeUnusedMethods.test.ts); a call by a computed name
// (`object[ 'make' + kind ]`), which no text names, would meet that throw at once.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The classes whose methods are looked at: math, geometry and scene graph, whose methods are many and small. */
export const CLASSES = [
  'Vector2', 'Vector3', 'Vector4', 'Matrix3', 'Matrix4', 'Quaternion', 'Euler', 'Color', 'Box3', 'Sphere', 'Plane',
  'Ray', 'Triangle', 'Frustum', 'Layers', 'Raycaster', 'Object3D', 'Camera', 'PerspectiveCamera', 'OrthographicCamera',
  'BufferAttribute', 'BufferGeometry', 'Material', 'Texture', 'LightShadow',
];

const METHOD = /^\t(\w+)\(.*\) \{$/gm;

/** The `{ className, name }` of each method of CLASSES in `core` (three.core.js) that none of `texts` names. */
export function unusedMethods(core, texts, classes = CLASSES) {
  const found = [];
  for (const className of classes) {
    const start = core.search(new RegExp(`^class ${className}\\b[^\\n]*\\{$`, 'm'));
    if (start < 0) throw new Error(`threeUnusedMethods: three.core.js has no class ${className}`);
    const end = core.indexOf('\n}\n', start);
    const body = core.slice(start, end);
    for (const m of body.matchAll(METHOD)) {
      const name = m[1];
      if (name === 'constructor') continue;
      const close = body.indexOf('\n\t}\n', m.index);
      const named = new RegExp(`[.'"\`]${name}\\b`);
      const elsewhere = [core.slice(0, start + m.index), core.slice(start + close), ...texts];
      if (!elsewhere.some((text) => named.test(text))) found.push({ className, name });
    }
  }
  return found;
}

/** `core` with each of `methods` (from unusedMethods) throwing, its parameters and body gone. */
export function withoutMethods(core, methods) {
  let out = `${core}
function _leftOutMethod( name ) {

	return new Error( name + ' is left out of this build of three.js (scripts/threeUnusedMethods.mjs)' );

}
`;
  for (const { className, name } of methods) {
    const start = out.search(new RegExp(`^class ${className}\\b[^\\n]*\\{$`, 'm'));
    const method = new RegExp(`^\\t${name}\\(.*\\) \\{$`, 'm').exec(out.slice(start));
    const at = start + method.index;
    const close = out.indexOf('\n\t}\n', at);
    out = `${out.slice(0, at)}\t${name}() {\n\n\t\tthrow _leftOutMethod( '${className}.${name}' );\n\n\t}${out.slice(close + 3)}`;
  }
  return out;
}

/**
 * The texts that may name a method, for a build from `root`: three's module build (the renderer), r3f, and every
 * .ts/.tsx file under core/ (tests included: a method a test calls stays).
 */
export function namingTexts(root) {
  const modules = path.join(root, 'node_modules');
  const r3f = path.join(modules, '@react-three', 'fiber', 'dist');
  return [
    readFileSync(path.join(modules, 'three', 'build', 'three.module.js'), 'utf8'),
    ...readdirSync(r3f).filter((f) => f.endsWith('.esm.js')).map((f) => readFileSync(path.join(r3f, f), 'utf8')),
    ...readdirSync(path.join(root, 'core'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8')),
  ];
}
