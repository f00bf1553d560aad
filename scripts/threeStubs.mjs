// Issue 26 (the first visit): parts of three's WebGLRenderer our scenes never run, replaced by small stand-ins. The
// renderer makes them whatever the scene holds (an XR manager, a shadow map, an environment-map cache with its PMREM
// generator, morph targets, uniform buffers), so the bundler keeps them all. With the serializing methods and the
// shadow GLSL below, the three chunk went from 170.2 to 151.4 KB gzip (the own build); it is the last file of a
// first visit to arrive. Our scenes draw with flat colours, basic and toon materials and two lights: no WebXR
// session, no shadows (`castShadow`, r3f's `shadows`), no environment maps (`envMap`, `scene.environment`, a texture background
// blurred or equirectangular), no morph targets (`morphAttributes`), no uniform buffers (`uniformsGroups`).
//
// Each stand-in keeps the members the renderer and r3f read, answering as the original does when its feature is off,
// and throws, naming this file, where a scene would turn its feature on: a scene that starts to use one fails at once
// and loudly instead of drawing without it (test/unit/threeStubs.test.ts holds both).

import { CORE_STUBS } from './threeCoreStubs.mjs';

/** Replacements by the declaration they stand for (the text of three.module.js from that line to its closing `}`). */
export const STUBS = {
  // WebGLRenderer reads these (render, setAnimationLoop, dispose, WebGLBackground), r3f the events and isPresenting.
  'class WebXRManager extends EventDispatcher {': `class WebXRManager extends EventDispatcher {

	constructor() {

		super();
		this.enabled = false;
		this.isPresenting = false;
		this.cameraAutoUpdate = true;

	}

	getSession() { return null; }
	getEnvironmentBlendMode() { return undefined; }
	getDepthSensingMesh() { return null; }
	hasDepthSensing() { return false; }
	setAnimationLoop() {}
	dispose() {}
	getCamera() { throw new Error( 'WebXR is left out of this build of three.js (scripts/threeStubs.mjs)' ); }
	updateCamera() { throw new Error( 'WebXR is left out of this build of three.js (scripts/threeStubs.mjs)' ); }
	setSession() { throw new Error( 'WebXR is left out of this build of three.js (scripts/threeStubs.mjs)' ); }

}`,
  // The renderer calls render() every frame and reads the four settings; switched off, the original does nothing either.
  'function WebGLShadowMap( renderer, objects, capabilities ) {': `function WebGLShadowMap() {

	// Turning it on throws at once (r3f's \`shadows\` does so as the canvas is made), so no program is ever compiled
	// with USE_SHADOWMAP, and dropShadowGlsl's cut is dead code.
	Object.defineProperty( this, 'enabled', {
		get: () => false,
		set: ( on ) => {

			if ( on ) throw new Error( 'Shadow maps are left out of this build of three.js (scripts/threeStubs.mjs)' );

		}
	} );
	this.autoUpdate = true;
	this.needsUpdate = false;
	this.type = PCFShadowMap;

	this.render = function () {};

}`,
  // No texture to convert (an equirectangular one to a cube, any to a PMREM) answers as the original does.
  'function WebGLEnvironments( renderer ) {': `function WebGLEnvironments() {

	function get( texture, usePMREM = false ) {

		if ( texture === null || texture === undefined ) return null;
		const mapping = texture.isTexture ? texture.mapping : null;
		if ( usePMREM || mapping === EquirectangularReflectionMapping || mapping === EquirectangularRefractionMapping ) {

			throw new Error( 'Environment maps are left out of this build of three.js (scripts/threeStubs.mjs)' );

		}

		return texture;

	}

	return { get: get, dispose: function () {} };

}`,
  // Morph targets (a geometry's morphAttributes) and uniform buffers (a ShaderMaterial's uniformsGroups): none of ours
  // has either, so the renderer never calls these.
  'function WebGLMorphtargets( gl, capabilities, textures ) {': `function WebGLMorphtargets() {

	return { update: function () {

		throw new Error( 'Morph targets are left out of this build of three.js (scripts/threeStubs.mjs)' );

	} };

}`,
  'function WebGLUniformsGroups( gl, info, capabilities, state ) {': `function WebGLUniformsGroups() {

	function off() {

		throw new Error( 'Uniform buffers are left out of this build of three.js (scripts/threeStubs.mjs)' );

	}

	return { bind: off, update: off, dispose: function () {} };

}`,
};

/**
 * Methods of three.core.js's classes turning a scene into JSON (Object3D, Material, Texture, BufferGeometry, lights and
 * cameras: `toJSON( meta )`, and the geometry's and attribute's `toJSON()`), about 4 KB gzip with the image encoding
 * they pull in. Nothing in the game serializes a scene; a call throws, naming this file.
 */
export const SERIALIZING_CLASSES = ['BufferGeometry', 'BufferAttribute', 'LightShadow'];
const SERIALIZE_STUB = `toJSON() {

\t\tthrow new Error( 'Serializing is left out of this build of three.js (scripts/threeStubs.mjs)' );

\t}`;

/**
 * three.core.js with each class's serializing method (SERIALIZING_CLASSES' and every `toJSON( meta )`) throwing and
 * the methods of scripts/threeCoreStubs.mjs left out.
 */
export function stubThreeCore(code) {
  return stubThreeParts(withoutSerializing(code), CORE_STUBS);
}

function withoutSerializing(code) {
  const out = [];
  let at = 0;
  let className = null;
  let count = 0;
  const method = /^class (\w+)|^\t(toJSON\( meta \)|toJSON\(\)) \{$/gm;
  for (const m of code.matchAll(method)) {
    if (m[1]) {
      className = m[1];
      continue;
    }
    if (m[2] === 'toJSON()' && !SERIALIZING_CLASSES.includes(className)) continue;
    const end = code.indexOf('\n\t}\n', m.index);
    if (end < 0) throw new Error(`threeStubs: ${className}.toJSON has no closing line`);
    out.push(code.slice(at, m.index), `\t${SERIALIZE_STUB}`);
    at = end + 3;
    count++;
  }
  if (count < 10) throw new Error(`threeStubs: three.core.js has ${count} serializing methods where 10 or more were expected`);
  return out.join('') + code.slice(at);
}

/**
 * three's module build with each part of `stubs` replaced; throws when one is no longer found as expected. A part is
 * named by its opening line, found once: a declaration at any depth (the text from that line to the first line closing
 * it at the same indentation, `}` or `};`), or, given `{ until, text }`, the lines from it up to the line `until`, or,
 * given `{ text }` alone, the opening line itself.
 */
export function stubThreeParts(code, stubs = STUBS) {
  let out = code;
  for (const [opening, stub] of Object.entries(stubs)) {
    const start = out.indexOf(`\n${opening}\n`);
    const indent = /^\t*/.exec(opening)[0];
    const close = typeof stub === 'string' ? [`\n${indent}}\n`, `\n${indent}};\n`] : stub.until === undefined ? [] : [`\n${stub.until}\n`];
    const ends =
      start < 0 ? [] : close.length === 0 ? [start + 1 + opening.length] : close.map((c) => out.indexOf(c, start + 1)).filter((i) => i >= 0);
    const end = ends.length > 0 ? Math.min(...ends) : -1;
    if (start < 0 || end < 0 || out.indexOf(`\n${opening}\n`, start + 1) >= 0) {
      const shape = typeof stub === 'string' ? 'ending in a `}` line' : `before \`${stub.until?.trim()}\``;
      throw new Error(`threeStubs: three's build no longer has one \`${opening.trim()}\` ${shape}`);
    }
    const stop = typeof stub === 'string' ? out.indexOf('\n', end + 1) + 1 : end + 1;
    out = `${out.slice(0, start + 1)}${typeof stub === 'string' ? `${stub}\n` : stub.text}${out.slice(stop)}`;
  }
  return out;
}

const STRING_DECL = /^(?:var|const) ([\w$]+) = ("(?:[^"\\\n]|\\.)*");$/gm;
const DIRECTIVE = /^\s*#(if|ifdef|ifndef|elif|else|endif)\b/;
/** An opening line true only with USE_SHADOWMAP defined: `#ifdef USE_SHADOWMAP`, `#if defined( USE_SHADOWMAP ) && …`. */
const NEEDS_SHADOWMAP = /^\s*#(?:ifdef USE_SHADOWMAP|if defined\( USE_SHADOWMAP \)(?:\s*&&.*)?)\s*$/;

/** GLSL without the blocks that only USE_SHADOWMAP turns on (with no #else or #elif of their own). */
export const withoutShadowBlocks = (glsl) => withoutBlocks(glsl, NEEDS_SHADOWMAP);

/** GLSL without the blocks opened by a line `needs` matches (with no #else or #elif of their own). */
export function withoutBlocks(glsl, needs) {
  const lines = glsl.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    if (needs.test(lines[i])) {
      let depth = 0;
      let plain = true;
      let j = i;
      for (; j < lines.length; j++) {
        const d = DIRECTIVE.exec(lines[j])?.[1];
        if (d === 'if' || d === 'ifdef' || d === 'ifndef') depth++;
        else if (d === 'endif' && --depth === 0) break;
        else if ((d === 'else' || d === 'elif') && depth === 1) plain = false;
      }
      if (plain && j < lines.length) {
        i = j;
        continue;
      }
    }
    out.push(lines[i]);
  }
  return out.join('\n');
}

/**
 * three's module build with the shader chunks' shadow-map code cut (about 12 KB of GLSL in the chunks toon materials
 * include): with the stand-in shadow map above, USE_SHADOWMAP is never defined, so the preprocessor drops it anyway.
 */
export function dropShadowGlsl(code) {
  return code.replace(STRING_DECL, (whole, _name, literal) => {
    const glsl = JSON.parse(literal);
    if (!glsl.includes('USE_SHADOWMAP')) return whole;
    const kept = withoutShadowBlocks(glsl);
    return kept === glsl ? whole : whole.slice(0, whole.length - literal.length - 1) + JSON.stringify(kept) + ';';
  });
}
