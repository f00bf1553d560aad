// Issue 26 (the first visit): parts of three's WebGLRenderer that feed the programs of materials and settings our
// scenes never use, in the pattern of scripts/threeStubs.mjs. Our scenes draw with MeshBasicMaterial, MeshToonMaterial
// and ShaderMaterials (KEPT_MATERIAL_PROGRAMS in scripts/threeShaders.mjs), on a `flat` canvas (core/scene/LeanCanvas:
// r3f then sets NoToneMapping), and never precompile (`compile`, `compileAsync`: neither r3f nor our code calls them).
//
// Each stand-in answers as the original does for those, and throws, naming this file, where a scene would use a
// material or a setting it leaves out (test/unit/threeProgramStubs.test.ts holds both).

import { leftOutIn, throwingMethod } from './threeLeftOut.mjs';

const leftOut = leftOutIn('threeProgramStubs.mjs');

/** Stand-ins by the opening line of what each replaces (scripts/threeStubs.mjs `stubThreeParts`). */
export const PROGRAM_STUBS = {
  // Tone mapping: every program's fragment prefix holds three's tone-mapping GLSL (1.3 KB gzip) and its selector unless
  // the renderer's toneMapping is NoToneMapping, which a flat canvas keeps; so the chunk is dropped with the shaders
  // of unused materials (scripts/threeShaders.mjs), and a program asking for it throws before it is compiled.
  "\t\t\t( parameters.toneMapping !== NoToneMapping ) ? '#define TONE_MAPPING' : '',": {
    until: '',
    text: `\t\t\t( parameters.toneMapping !== NoToneMapping ) ? ( () => { ${leftOut('Tone mapping (a canvas not `flat`) is')} } )() : '',\n`,
  },
  // The DFG lookup table (1.7 KB gzip) is sampled by MeshStandard/MeshPhysical programs only (lights_physical_pars);
  // the renderer hands it to every material whose uniforms have a `dfgLUT` slot, which MeshBasicMaterial's have too,
  // but a basic program declares no such sampler, so the value is never read there and null serves the same.
  'const DATA = new Uint16Array( [': { until: 'let lut = null;', text: '' },
  'function getDFGLUT() {': `function getDFGLUT( material ) {

	if ( material.isMeshStandardMaterial ) ${leftOut('MeshStandardMaterial and MeshPhysicalMaterial are')}
	return null;

}`,
  '\t\t\tif ( m_uniforms.dfgLUT !== undefined ) {': `\t\t\tif ( m_uniforms.dfgLUT !== undefined ) {

				m_uniforms.dfgLUT.value = getDFGLUT( material );

			}`,
  // Each frame's uniform refresh, by material type: the refreshers of the other types (phong, standard, physical,
  // matcap, lines, points, sprites…) are only reached through here.
  '\tfunction refreshMaterialUniforms( uniforms, material, pixelRatio, height, transmissionRenderTarget ) {': `\tfunction refreshMaterialUniforms( uniforms, material ) {

		if ( material.isNodeMaterial ) {

			material.uniformsNeedUpdate = false;

		} else if ( material.isMeshBasicMaterial ) {

			refreshUniformsCommon( uniforms, material );

		} else if ( material.isMeshToonMaterial ) {

			refreshUniformsCommon( uniforms, material );
			refreshUniformsToon( uniforms, material );

		} else if ( material.isShaderMaterial ) {

			material.uniformsNeedUpdate = false; // #15581

		} else {

			${leftOut(`\${ material.type } is`).replace(/'/g, '`')}

		}

	}`,
  // The maps our materials never have (they use map, gradientMap, alphaTest and vertex colours): a program is asked
  // for with one only if a material holds it, and then throws before it is compiled, so the GLSL of their
  // USE_AOMAP… blocks is cut (scripts/threeObjectStubs.mjs dropLeftOutGlsl).
  ...Object.fromEntries(
    [
      ['envMap', 'const HAS_ENVMAP = !! envMap;'],
      ['aoMap', 'const HAS_AOMAP = !! material.aoMap;'],
      ['lightMap', 'const HAS_LIGHTMAP = !! material.lightMap;'],
      ['bumpMap', 'const HAS_BUMPMAP = !! material.bumpMap && material.wireframe === false;'],
      ['normalMap', 'const HAS_NORMALMAP = !! material.normalMap;'],
      ['displacementMap', 'const HAS_DISPLACEMENTMAP = !! material.displacementMap;'],
      ['emissiveMap', 'const HAS_EMISSIVEMAP = !! material.emissiveMap;'],
      ['specularMap', 'const HAS_SPECULARMAP = !! material.specularMap;'],
      ['alphaMap', 'const HAS_ALPHAMAP = !! material.alphaMap;'],
      ['alphaHash', 'const HAS_ALPHAHASH = !! material.alphaHash;'],
      ['metalnessMap', 'const HAS_METALNESSMAP = !! material.metalnessMap;'],
      ['roughnessMap', 'const HAS_ROUGHNESSMAP = !! material.roughnessMap;'],
    ].map(([map, line]) => [
      `\t\t${line}`,
      { text: `\t\t${line.replace(/;$/, '')} && ( () => { ${leftOut(`Material.${map} is`)} } )();\n` },
    ]),
  ),
  '\t\tthis.compile = function ( scene, camera, targetScene = null ) {': throwingMethod('\t\tthis.compile = function () {', leftOut('Precompiling (compile) is')),
  '\t\tthis.compileAsync = function ( scene, camera, targetScene = null ) {': throwingMethod(
    '\t\tthis.compileAsync = function () {',
    leftOut('Precompiling (compileAsync) is'),
  ),
};
