import { Color, ShaderMaterial, Vector2 } from 'three';

const VERTEX = /* glsl */ `
varying vec2 vLocal;
void main() {
  vLocal = position.xy;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`;

// One program for every gradient (sky, skyline, ground, haze): the bottom colour rises into the top one between
// two local heights; an optional glow (sun, moon, lava light) is added round a point. Colours come in linear, as
// three converts them, and leave through the renderer's colour space.
const FRAGMENT = /* glsl */ `
uniform vec3 uTop;
uniform vec3 uBottom;
uniform float uY0;
uniform float uY1;
uniform float uPow;
uniform float uOpacity;
uniform float uFadeTop;
uniform vec3 uGlow;
uniform vec2 uGlowAt;
uniform float uGlowRadius;
varying vec2 vLocal;
void main() {
  float t = pow(clamp((vLocal.y - uY0) / (uY1 - uY0), 0.0, 1.0), uPow);
  vec3 colour = mix(uBottom, uTop, t);
  if (uGlowRadius > 0.0) {
    float d = length(vLocal - uGlowAt) / uGlowRadius;
    colour += uGlow * (smoothstep(0.34, 0.3, d) * 0.9 + exp(-d * 2.2) * 0.55);
  }
  float alpha = uOpacity * (uFadeTop > 0.0 ? 1.0 - t * uFadeTop : 1.0);
  gl_FragColor = vec4(colour, alpha);
  #include <colorspace_fragment>
}`;

export interface GradientOptions {
  top: string;
  bottom: string;
  /** Local heights (the geometry's own y) where the bottom colour starts to rise and where the top is reached. */
  y0: number;
  y1: number;
  pow?: number;
  opacity?: number;
  /** 1: the top fades out entirely (haze over a scene), 0: opaque throughout. */
  fadeTop?: number;
  glow?: { colour: string; x: number; y: number; radius: number };
}

/** A vertical gradient material (ShaderMaterial; see FRAGMENT for what it draws). */
export function gradientMaterial(o: GradientOptions): ShaderMaterial {
  const see = (o.opacity ?? 1) < 1 || (o.fadeTop ?? 0) > 0;
  return new ShaderMaterial({
    vertexShader: VERTEX,
    fragmentShader: FRAGMENT,
    transparent: see,
    depthWrite: !see,
    uniforms: {
      uTop: { value: new Color(o.top) },
      uBottom: { value: new Color(o.bottom) },
      uY0: { value: o.y0 },
      uY1: { value: o.y1 },
      uPow: { value: o.pow ?? 1 },
      uOpacity: { value: o.opacity ?? 1 },
      uFadeTop: { value: o.fadeTop ?? 0 },
      uGlow: { value: new Color(o.glow?.colour ?? '#000000') },
      uGlowAt: { value: new Vector2(o.glow?.x ?? 0, o.glow?.y ?? 0) },
      uGlowRadius: { value: o.glow?.radius ?? 0 },
    },
  });
}
