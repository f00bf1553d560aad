// Renderer names of the software rasterisers browsers fall back to without a usable graphics card: Chrome's
// SwiftShader, Mesa's llvmpipe and softpipe, Windows' Basic Render Driver.
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** Whether `gl` draws with the processor instead of a graphics card (see `autoQuality`). */
export function isSoftwareRenderer(gl: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  // Chromium and Firefox answer the real renderer to RENDERER; the debug extension still names it elsewhere.
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const names = [gl.getParameter(gl.RENDERER), debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : null];
  return names.some((name) => typeof name === 'string' && SOFTWARE.test(name));
}
