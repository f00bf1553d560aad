/** WebGL's numbers for the GLSL types of uniforms three sets (its WebGLUniforms switches on these numbers). */
const UNIFORM_TYPE: Record<string, number> = {
  float: 0x1406,
  vec2: 0x8b50,
  vec3: 0x8b51,
  vec4: 0x8b52,
  int: 0x1404,
  bool: 0x8b56,
  mat3: 0x8b5b,
  mat4: 0x8b5c,
  sampler2D: 0x8b5e,
  samplerCube: 0x8b60,
  sampler3D: 0x8b5f,
  sampler2DShadow: 0x8b62,
  sampler2DArray: 0x8dc1,
};
/** Constants three compares with a uniform's type, so they must hold WebGL's own numbers. */
const SAMPLER_CONSTANTS: Record<string, number> = { SAMPLER_2D_SHADOW: 0x8b62, SAMPLER_CUBE_SHADOW: 0x8dc5 };
const UNIFORM = /^\s*uniform\s+(?:(?:highp|mediump|lowp)\s+)?(\w+)\s+(\w+)\s*(?:\[\s*(\d+)\s*\])?\s*;/gm;

/** A GLSL source with the lines its preprocessor skips left out (#define, #if/#ifdef/#ifndef/#elif/#else/#endif). */
export function preprocessed(glsl: string): string {
  const macros = new Map<string, string>();
  const value = (expression: string): boolean => {
    const js = expression
      .replace(/defined\s*\(\s*(\w+)\s*\)|defined\s+(\w+)/g, (_, a?: string, b?: string) => (macros.has((a ?? b)!) ? '1' : '0'))
      .replace(/[A-Za-z_]\w*/g, (name) => macros.get(name)?.trim() || '0');
    return Boolean(new Function(`return (${js});`)());
  };
  // Each open block: whether its lines count, and whether one of its branches was taken already.
  const stack: { on: boolean; taken: boolean }[] = [];
  const on = (): boolean => stack.every((block) => block.on);
  const out: string[] = [];
  for (const line of glsl.split('\n')) {
    const directive = /^\s*#\s*(\w+)\s*(.*)$/.exec(line);
    if (!directive) {
      if (on()) out.push(line);
      continue;
    }
    const [, name, rest] = directive as unknown as [string, string, string];
    const parentOn = (): boolean => stack.slice(0, -1).every((block) => block.on);
    if (name === 'ifdef' || name === 'ifndef' || name === 'if') {
      const truth = name === 'if' ? value(rest) : macros.has(rest.trim()) === (name === 'ifdef');
      stack.push({ on: truth, taken: truth });
    } else if (name === 'elif' || name === 'else') {
      const block = stack.at(-1)!;
      block.on = !block.taken && parentOn() && (name === 'else' || value(rest));
      block.taken ||= block.on;
    } else if (name === 'endif') stack.pop();
    else if (name === 'define' && on()) {
      const [, macro, body] = /^(\w+)(?:\(.*?\))?\s*(.*)$/.exec(rest) ?? [];
      if (macro) macros.set(macro, body ?? '');
    } else if (on()) out.push(line);
  }
  return out.join('\n');
}

/**
 * A WebGL2 context for three's WebGLRenderer in Node: every method exists, returns a plausible answer (a new handle,
 * a successful compile, a 16 for a limit) and is logged with its arguments, so two builds of three can be compared
 * call by call on the same scene. A linked program's active uniforms are those of plain types its shaders declare
 * in the lines their preprocessor keeps, so the uniform uploads are compared too. Constants are numbered in the order
 * they are first read.
 */
export function mockWebGl(log: string[]): WebGL2RenderingContext {
  const constants = new Map<string, number | string>();
  let handle = 0;
  const sources = new Map<unknown, string>();
  const attached = new Map<unknown, unknown[]>();
  const uniforms = (program: unknown): { name: string; type: number; size: number }[] => {
    const glsl = (attached.get(program) ?? []).map((shader) => preprocessed(sources.get(shader) ?? '')).join('\n');
    const seen = new Map<string, { name: string; type: number; size: number }>();
    for (const [, type, name, size] of glsl.matchAll(UNIFORM)) {
      if (UNIFORM_TYPE[type!] && !seen.has(name!)) seen.set(name!, { name: size ? `${name}[0]` : name!, type: UNIFORM_TYPE[type!]!, size: Number(size ?? 1) });
    }
    return [...seen.values()];
  };
  const answers: Record<string, (...args: unknown[]) => unknown> = {
    shaderSource: (shader, text) => sources.set(shader, text as string),
    attachShader: (program, shader) => attached.set(program, [...(attached.get(program) ?? []), shader]),
    getContextAttributes: () => ({ alpha: false, antialias: false, depth: true, stencil: false, premultipliedAlpha: true }),
    getParameter: (p) => (p === 'VERSION' ? 'WebGL 2.0' : 16),
    getShaderPrecisionFormat: () => ({ precision: 23, rangeMin: 127, rangeMax: 127 }),
    getExtension: () => ({}),
    getSupportedExtensions: () => [],
    getShaderParameter: () => true,
    getProgramParameter: (program, p) => (p === 'LINK_STATUS' ? true : p === 'ACTIVE_UNIFORMS' ? uniforms(program).length : 0),
    getProgramInfoLog: () => '',
    getShaderInfoLog: () => '',
    getError: () => 0,
    isContextLost: () => false,
    getActiveUniform: (program, i) => uniforms(program)[i as number] ?? null,
    getActiveAttrib: () => null,
    getAttribLocation: () => -1,
  };
  const shown = (a: unknown): string =>
    ArrayBuffer.isView(a) ? `[${a.constructor.name} ${(a as Uint8Array).length}]` : typeof a === 'object' && a !== null ? JSON.stringify(a) : String(a);
  const target = { canvas: { width: 300, height: 150 } };
  return new Proxy(target, {
    get(t, name) {
      if (name in t) return t[name as keyof typeof t];
      if (typeof name !== 'string') return undefined;
      // VERSION, LINK_STATUS and ACTIVE_UNIFORMS stand for themselves, so the answers can tell them apart.
      if (/^[A-Z0-9_]+$/.test(name)) {
        if (!constants.has(name)) {
          constants.set(name, SAMPLER_CONSTANTS[name] ?? (['VERSION', 'LINK_STATUS', 'ACTIVE_UNIFORMS'].includes(name) ? name : constants.size + 1));
        }
        return constants.get(name);
      }
      return (...args: unknown[]) => {
        log.push(`${name}(${args.map(shown).join(', ')})`);
        if (name.startsWith('create')) return { handle: ++handle };
        if (name === 'getUniformLocation') return { program: args[0], name: args[1] };
        return answers[name]?.(...args);
      };
    },
  }) as unknown as WebGL2RenderingContext;
}

/** A canvas object enough for WebGLRenderer given a context. */
export const mockCanvas = (): HTMLCanvasElement =>
  ({ width: 300, height: 150, style: {}, addEventListener() {}, removeEventListener() {} }) as unknown as HTMLCanvasElement;
