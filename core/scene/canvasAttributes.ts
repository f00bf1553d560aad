/**
 * The WebGL context attributes of the game's canvas. The first script makes the canvas's context while the renderer's
 * chunk downloads (core/boot/earlyCanvas.ts), and a canvas keeps the context it was first given, whatever three.js
 * asks for later: both ask with these, three.js's own defaults but for the antialias and the power preference.
 */
export const canvasAttributes = (antialias: boolean): WebGLContextAttributes => ({
  alpha: true,
  depth: true,
  stencil: false,
  antialias,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'low-power',
  failIfMajorPerformanceCaveat: false,
});

/**
 * The extensions three.js's renderer enables as it starts (WebGLExtensions `init`, WebGLCapabilities) and the one
 * isSoftwareRenderer reads: enabled on the early context, where the first of them costs what the context's start-up
 * costs (on the software renderer, a hundred milliseconds and more).
 */
export const STARTUP_EXTENSIONS = [
  'EXT_color_buffer_float',
  'WEBGL_clip_cull_distance',
  'OES_texture_float_linear',
  'EXT_color_buffer_half_float',
  'WEBGL_multisampled_render_to_texture',
  'WEBGL_render_shared_exponent',
  'EXT_texture_filter_anisotropic',
  'WEBGL_debug_renderer_info',
] as const;
