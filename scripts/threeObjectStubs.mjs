// Issue 26 (the first visit): parts of three's WebGLRenderer for kinds of objects, lights, backgrounds, clipping and
// texture formats our scenes never have, in the pattern of scripts/threeStubs.mjs. Our scenes hold plain meshes and
// points, directional and hemisphere lights, a colour (or no) background and uncompressed 2D textures: no skinned or
// batched mesh, no sun, spot, rect-area or point light, no light probe grid, no array camera, no texture or cube-map
// background, no clipping plane, no compressed texture format.
//
// Each stand-in answers as the original does for those, and throws, naming this file, where a scene would add one of
// the others (test/unit/threeObjectStubs.test.ts holds both).
import { leftOutIn, throwing } from './threeLeftOut.mjs';
import { withoutBlocks } from './threeStubs.mjs';

const leftOut = leftOutIn('threeObjectStubs.mjs');
const PROBE_GRIDS = leftOut('Light probe grids are');
const BATCHED = leftOut('Batched meshes are');
const LIGHTS = leftOut('Sun, spot, rect-area and point lights are');

/** Stand-ins by the opening line of what each replaces (scripts/threeStubs.mjs `stubThreeParts`). */
export const OBJECT_STUBS = {
  // A light probe grid joins the render state's lights; its uniforms are set for each lit program (and its GLSL is
  // cut below: with none, NUM_LIGHT_PROBE_GRIDS is 0).
  '\t\tif ( light.isLightProbeGrid ) {': { until: '\t\t} else {', text: `\t\tif ( light.isLightProbeGrid ) {\n\n\t\t\t${PROBE_GRIDS}\n\n` },
  '\t\t\t\tif ( materialProperties.needsLights && materialProperties.numLightProbeGrids > 0 ) {': throwing(
    '\t\t\t\tif ( materialProperties.needsLights && materialProperties.numLightProbeGrids > 0 ) {',
    PROBE_GRIDS,
  ),
  // Skinned meshes' bone texture and batched meshes' matrices, ids and colours, set for each object drawn.
  '\t\t\tif ( object.isSkinnedMesh ) {': throwing('\t\t\tif ( object.isSkinnedMesh ) {', leftOut('Skinned meshes are')),
  "\t\t\t\tp_uniforms.setOptional( _gl, object, 'batchingTexture' );": { until: '\t\t\t}', text: `\t\t\t\t${BATCHED}\n\n` },
  "\t\t\t\tif ( ! extensions.get( 'WEBGL_multi_draw' ) ) {": { until: '\t\t\t} else if ( object.isInstancedMesh ) {', text: `\t\t\t\t${BATCHED}\n\n` },
  // An array camera (several views in one render: WebXR, multi-view) is culled against each view's frustum.
  '\t\tconst _frustumArray = new FrustumArray();': {
    until: '',
    text: `\t\tconst _frustumArray = { setFromArrayCamera() {\n\n\t\t\t${leftOut('Array cameras are')}\n\n\t\t} };\n`,
  },
  // A texture or cube-map background is drawn as a mesh added before the scene's objects; a colour is cleared to.
  '\tfunction addToRenderList( renderList, scene ) {': `\tfunction addToRenderList( renderList, scene ) {

		const background = getBackground( scene );

		if ( background && background.isTexture ) ${leftOut('Texture and cube-map backgrounds are')}

	}`,
  // Sun, spot, rect-area and point lights: WebGLLights fills their uniforms (setup) and their view-space positions
  // (setupView, after setup, so never reached with one); directional, hemisphere, ambient lights and light probes stay.
  // Their GLSL is cut below (their counts are 0). Each branch is named with its first line, setup's and setupView's
  // being alike.
  '\t\t\t} else if ( light.isSunLight ) {\n\n\t\t\t\tconst uniforms = cache.get( light );': {
    until: '\t\t\t} else if ( light.isDirectionalLight ) {',
    text: `\t\t\t} else if ( light.isSunLight || light.isSpotLight || light.isRectAreaLight || light.isPointLight ) {\n\n\t\t\t\t${LIGHTS}\n\n`,
  },
  '\t\t\t} else if ( light.isSpotLight ) {\n\n\t\t\t\tconst uniforms = cache.get( light );': { until: '\t\t\t} else if ( light.isHemisphereLight ) {', text: '' },
  '\t\t\tif ( light.isSunLight ) {\n\n\t\t\t\tconst uniforms = state.sun[ sunLength ];': {
    until: '\t\t\t} else if ( light.isDirectionalLight ) {',
    text: `\t\t\tif ( light.isSunLight || light.isSpotLight || light.isRectAreaLight || light.isPointLight ) {\n\n\t\t\t\t${LIGHTS}\n\n`,
  },
  '\t\t\t} else if ( light.isSpotLight ) {\n\n\t\t\t\tconst uniforms = state.spot[ spotLength ];': { until: '\t\t\t} else if ( light.isHemisphereLight ) {', text: '' },
  // Clipping planes (the renderer's clippingPlanes, a material's with localClippingEnabled): with none, init answers
  // false and the renderer asks nothing else; NUM_CLIPPING_PLANES stays 0 (its GLSL is cut below).
  'function WebGLClipping( properties ) {': `function WebGLClipping() {

	this.uniform = { value: null, needsUpdate: false };
	this.numPlanes = 0;
	this.numIntersection = 0;

	this.init = function ( planes, enableLocalClipping ) {

		if ( planes.length !== 0 || enableLocalClipping ) ${leftOut('Clipping planes are')}
		return false;

	};

}`,
  // The compressed formats (S3TC, PVRTC, ETC, ASTC, BPTC, RGTC) resolve to null, as the original does without their
  // extensions; a compressed texture's upload throws (scripts/threeTextureStubs.mjs).
  '\t\t// S3TC': { until: '\t\t//', text: '\t\t// Compressed formats: left out (scripts/threeObjectStubs.mjs).\n\n' },
};

const STRING_DECL = /^(?:var|const) ([\w$]+) = ("(?:[^"\\\n]|\\.)*");$/gm;
/**
 * An opening line true only with what the stand-ins leave out: a count of sun, point, spot or rect-area lights, their
 * shadows or spot-light maps, light probe grids or clipping planes above 0 (alone, or and-ed with more); a batched or
 * skinned mesh (here) or morph targets (scripts/threeStubs.mjs), or a material's map our materials never have
 * (scripts/threeProgramStubs.mjs), whose stand-ins throw before a program with them draws.
 */
const NEEDS_LEFT_OUT = new RegExp(
  [
    String.raw`^\s*#if (?:NUM_(?:SUN|POINT|SPOT|RECT_AREA)_LIGHTS > 0|\( NUM_(?:SUN|POINT|SPOT|RECT_AREA)_LIGHTS > 0 \) && .*`,
    String.raw`|NUM_(?:LIGHT_PROBE_GRIDS|SPOT_LIGHT_COORDS|SPOT_LIGHT_MAPS|SUN_LIGHT_SHADOWS|SPOT_LIGHT_SHADOWS|POINT_LIGHT_SHADOWS|CLIPPING_PLANES) > 0(?: && .*)?)\s*$`,
    String.raw`|^\s*#ifdef USE_(?:BATCHING|BATCHING_COLOR|SKINNING|MORPHTARGETS|MORPHNORMALS|INSTANCING_MORPH)\s*$|^\s*#if defined\( USE_MORPHCOLORS \)\s*$`,
    String.raw`|^\s*#(?:ifdef |if defined\( ?)USE_(?:ENVMAP|AOMAP|LIGHTMAP|BUMPMAP|NORMALMAP|NORMALMAP_TANGENTSPACE|NORMALMAP_OBJECTSPACE|DISPLACEMENTMAP|EMISSIVEMAP|SPECULARMAP|ALPHAMAP|ALPHAHASH|METALNESSMAP|ROUGHNESSMAP)(?: ?\))?\s*$`,
  ].join(''),
);

/** three's module build with the shader chunks' blocks for those cut: with the stand-ins, their counts are always 0. */
export function dropLeftOutGlsl(code) {
  return code.replace(STRING_DECL, (whole, _name, literal) => {
    const glsl = JSON.parse(literal);
    if (!/NUM_(?:SUN|POINT|SPOT|RECT_AREA)_LIGHT|NUM_LIGHT_PROBE_GRIDS|NUM_CLIPPING_PLANES|USE_(?:BATCHING|SKINNING|MORPH|INSTANCING_MORPH|ENVMAP|AOMAP|LIGHTMAP|BUMPMAP|NORMALMAP|DISPLACEMENTMAP|EMISSIVEMAP|SPECULARMAP|ALPHAMAP|ALPHAHASH|METALNESSMAP|ROUGHNESSMAP)/.test(glsl)) return whole;
    const kept = withoutBlocks(glsl, NEEDS_LEFT_OUT);
    return kept === glsl ? whole : whole.slice(0, whole.length - literal.length - 1) + JSON.stringify(kept) + ';';
  });
}
