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

let probed: boolean | null = null;

/**
 * Whether the browser draws WebGL in software, asked once of a throwaway 1×1 context before the game's canvas makes
 * its own: the canvas's context attributes (antialias) are fixed when it is made, and 4× multisampling on the
 * processor costs a large share of every frame. The probe's context is let go at once; the renderer it started
 * stays warm for the real one.
 */
export function probeSoftwareRenderer(): boolean {
  if (probed !== null) return probed;
  probed = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (gl) {
      probed = isSoftwareRenderer(gl);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    probed = false;
  }
  return probed;
}
