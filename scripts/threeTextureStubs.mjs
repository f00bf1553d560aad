// Issue 26 (the first visit): more of three's WebGLRenderer our scenes never run, in the pattern of
// scripts/threeStubs.mjs. Our scenes draw straight to the canvas: no render target (no `setRenderTarget` but to the
// canvas, no transmission pass, no output buffer or effects, no reading back or copying of pixels), and upload 2D
// textures only, from an image, a canvas or a DataTexture (core/scene: the atlas, labels, glows, ground): no cube, 3D,
// array, compressed, depth, framebuffer or HTML texture, and no shadow sampler. WebGLTextures keeps their upload paths and the renderer its
// copy and read-back methods, about 7 KB gzip of the three chunk, because they hang off objects the renderer makes.
//
// Each stand-in answers as the original does where our scenes reach it (setRenderTarget to the canvas), and throws,
// naming this file, where a scene would turn its feature on (test/unit/threeTextureStubs.test.ts holds both).

import { leftOutIn, throwing, throwingMethod } from './threeLeftOut.mjs';

const leftOut = leftOutIn('threeTextureStubs.mjs');
const RENDER_TARGETS = leftOut('Render targets are');

/** Stand-ins by the opening line of what each replaces (scripts/threeStubs.mjs `stubThreeParts`), in this order. */
export const TEXTURE_STUBS = {
  // Cube textures (a cube map as background or envMap, a point light's shadow): before the upload's depth branch
  // below, whose opening line the cube upload shares.
  '\tfunction uploadCubeTexture( textureProperties, texture, slot ) {': throwing(
    '\tfunction uploadCubeTexture( textureProperties, texture, slot ) {',
    leftOut('Cube textures are'),
  ),
  // Binding one: a cube, 3D or array texture as an object's map, or as the default of a program's samplerCube,
  // sampler3D or sampler2DArray uniform (WebGLUniforms, whose empty defaults of those kinds go below).
  '\tfunction setTexture2DArray( texture, slot ) {': throwing('\tfunction setTexture2DArray( texture, slot ) {', leftOut('Array textures are')),
  '\tfunction setTexture3D( texture, slot ) {': throwing('\tfunction setTexture3D( texture, slot ) {', leftOut('3D textures are')),
  '\tfunction setTextureCube( texture, slot ) {': throwing('\tfunction setTextureCube( texture, slot ) {', leftOut('Cube textures are')),
  // WebGLUniforms' empty textures for samplers with no value: the 2D one stays; the shadow ones are only asked for by
  // shadow samplers (shadow maps are left out: scripts/threeStubs.mjs), the others are bound by the setters above.
  'const emptyShadowTexture = /*@__PURE__*/ new DepthTexture( 1, 1 );': {
    until: '// --- Utilities ---',
    text: 'const emptyShadowTexture = null;\nconst emptyCubeShadowTexture = null;\nconst emptyArrayTexture = null;\nconst empty3dTexture = null;\nconst emptyCubeTexture = null;\n\n',
  },
  'function initShadowTexture( texture ) {': throwing('function initShadowTexture( texture ) {', leftOut('Shadow samplers (shadow maps) are')),
  // uploadTexture's branches for the textures our scenes never make; the DataTexture and image branches stay.
  '\t\t\tif ( texture.isDepthTexture ) {': {
    until: '\t\t\t} else if ( texture.isDataTexture ) {',
    text: `\t\t\tif ( texture.isDepthTexture ) {\n\n\t\t\t\t${leftOut('Depth textures are')}\n\n`,
  },
  '\t\t\t} else if ( texture.isCompressedTexture ) {': {
    until: '\t\t\t} else {',
    text: `\t\t\t} else if ( texture.isCompressedTexture || texture.isDataArrayTexture || texture.isData3DTexture || texture.isFramebufferTexture || texture.isHTMLTexture ) {\n\n\t\t\t\t${leftOut('Compressed, array, 3D, framebuffer and HTML textures are')}\n\n`,
  },
  // Render targets: WebGLTextures sets them up, resolves, mipmaps and frees them; none is ever made (setRenderTarget).
  ...Object.fromEntries(
    [
      '\tfunction deallocateRenderTarget( renderTarget ) {',
      '\tfunction setupFrameBufferTexture( framebuffer, renderTarget, texture, attachment, textureTarget, level ) {',
      '\tfunction setupRenderBufferStorage( renderbuffer, renderTarget, useMultisample ) {',
      '\tfunction setupDepthTexture( framebuffer, renderTarget, cubeFace ) {',
      '\tfunction setupDepthRenderbuffer( renderTarget ) {',
      '\tfunction rebindTextures( renderTarget, colorTexture, depthTexture ) {',
      '\tfunction setupRenderTarget( renderTarget ) {',
      '\tfunction updateRenderTargetMipmap( renderTarget ) {',
      '\tfunction updateMultisampleRenderTarget( renderTarget ) {',
    ].map((opening) => [opening, throwing(opening, RENDER_TARGETS)]),
  ),
  // The renderer's own: it draws to the canvas (null), as the original does with null; any target throws at once.
  '\t\tthis.setRenderTarget = function ( renderTarget, activeCubeFace = 0, activeMipmapLevel = 0 ) {': `\t\tthis.setRenderTarget = function ( renderTarget, activeCubeFace = 0, activeMipmapLevel = 0 ) {

			if ( renderTarget || activeMipmapLevel !== 0 ) ${RENDER_TARGETS}

			_currentRenderTarget = renderTarget;
			_currentActiveCubeFace = activeCubeFace;
			_currentActiveMipmapLevel = activeMipmapLevel;

			_currentViewport.copy( _viewport ).multiplyScalar( _pixelRatio ).floor();
			_currentScissor.copy( _scissor ).multiplyScalar( _pixelRatio ).floor();
			_currentScissorTest = _scissorTest;

			if ( state.bindFramebuffer( _gl.FRAMEBUFFER, null ) ) state.drawBuffers( renderTarget, null );

			state.viewport( _currentViewport );
			state.scissor( _currentScissor );
			state.setScissorTest( _currentScissorTest );

			_currentMaterialId = -1; // reset current material to ensure correct uniform bindings

		};`,
  ...Object.fromEntries(
    [
      '\t\tthis.setRenderTargetTextures = function ( renderTarget, colorTexture, depthTexture ) {',
      '\t\tthis.setRenderTargetFramebuffer = function ( renderTarget, defaultFramebuffer ) {',
      '\t\tthis.readRenderTargetPixels = function ( renderTarget, x, y, width, height, buffer, activeCubeFaceIndex, textureIndex = 0 ) {',
      '\t\tthis.readRenderTargetPixelsAsync = async function ( renderTarget, x, y, width, height, buffer, activeCubeFaceIndex, textureIndex = 0 ) {',
      '\t\tthis.copyFramebufferToTexture = function ( texture, position = null, level = 0 ) {',
      '\t\tthis.copyTextureToTexture = function ( srcTexture, dstTexture, srcRegion = null, dstPosition = null, srcLevel = 0, dstLevel = 0 ) {',
      '\t\tthis.initRenderTarget = function ( target ) {',
    ].map((opening) => [opening, throwingMethod(opening, RENDER_TARGETS)]),
  ),
  // Transmission (a MeshPhysicalMaterial's `transmission`) renders the opaque objects into a render target first.
  '\t\tfunction renderTransmissionPass( opaqueObjects, transmissiveObjects, scene, camera ) {': throwing(
    '\t\tfunction renderTransmissionPass( opaqueObjects, transmissiveObjects, scene, camera ) {',
    leftOut('Transmission is'),
  ),
  // The output buffer (WebGLRenderer's `outputBufferType` other than UnsignedByteType) and its effects: the renderer
  // makes one only when asked for another type, and setEffects only works with one.
  'function WebGLOutput( type, width, height, antialias, depth, stencil ) {': throwing(
    'function WebGLOutput( type, width, height, antialias, depth, stencil ) {',
    leftOut('The output buffer (outputBufferType) is'),
  ),
  '\t\tthis.setEffects = function ( effects ) {': throwingMethod('\t\tthis.setEffects = function ( effects ) {', leftOut('The output buffer (setEffects) is')),
};
