// Issue 26 (the first visit): methods of three.core.js's classes our code, r3f and three's renderer never call, in
// the pattern of scripts/threeStubs.mjs (class methods stay in the bundle whether called or not). Our colours are
// numbers, '#rrggbb' strings and rgb() strings that Color.getStyle wrote (test/unit/threeCoreStubs.test.ts checks), so
// Color's CSS colour names, hsl() and the HSL conversions go; our geometries are three's primitives and
// our own with their normals given (core/scene/figures), so BufferGeometry's normal and tangent computation and
// de-indexing go.
//
// Each throws, naming this file, where our code would call it (test/unit/threeCoreStubs.test.ts).

import { leftOutIn, throwing } from './threeLeftOut.mjs';

const leftOut = leftOutIn('threeCoreStubs.mjs');
const NAMES_LEFT_OUT = leftOut('CSS colour names are');
const HSL_LEFT_OUT = leftOut('HSL colours are');
/** A method of a class, its parameters gone, with `what` for its whole body. */
const throwingMethod = (opening, what) => throwing(opening.replace(/\(.*\)/, '()'), what);

/** Stand-ins in three.core.js by the opening line of what each replaces (scripts/threeStubs.mjs `stubThreeParts`). */
export const CORE_STUBS = {
  // The CSS colour names (1.5 KB gzip of names and values), Color.setColorName and Color.NAMES.
  "const _colorKeywords = { 'aliceblue': 0xF0F8FF, 'antiquewhite': 0xFAEBD7, 'aqua': 0x00FFFF, 'aquamarine': 0x7FFFD4, 'azure': 0xF0FFFF,":
    { until: '', text: '' },
  '\tsetColorName( style, colorSpace = SRGBColorSpace ) {': throwingMethod('\tsetColorName( style, colorSpace = SRGBColorSpace ) {', NAMES_LEFT_OUT),
  'Color.NAMES = _colorKeywords;': { until: '', text: `Object.defineProperty( Color, 'NAMES', { get() {\n\n\t${NAMES_LEFT_OUT}\n\n} } );\n` },
  // setStyle stays but for hsl() and CSS names, which throw: our scenes pass '#rrggbb' strings and Color.getStyle's
  // rgb() (CreatureStageSet's bands).
  "\t\t\t\tcase 'hsl':": { until: '\t\t\t\tdefault:', text: `\t\t\t\tcase 'hsl':\n\t\t\t\tcase 'hsla':\n\n\t\t\t\t\t${HSL_LEFT_OUT}\n\n` },
  '\t\t\treturn this.setColorName( style, colorSpace );': { until: '', text: `\t\t\t${NAMES_LEFT_OUT}\n` },
  ...Object.fromEntries(
    [
      '\tsetHSL( h, s, l, colorSpace = ColorManagement.workingColorSpace ) {',
      '\tgetHSL( target, colorSpace = ColorManagement.workingColorSpace ) {',
      '\toffsetHSL( h, s, l ) {',
      '\tlerpHSL( color, alpha ) {',
    ].map((opening) => [opening, throwingMethod(opening, HSL_LEFT_OUT)]),
  ),
  // Not a stand-in: MathUtils' hex table for UUIDs, the same 256 strings computed as the module loads (0.4 KB gzip).
  [`const _lut = [ ${Array.from({ length: 256 }, (_, i) => `'${i.toString(16).padStart(2, '0')}'`).join(', ')} ];`]: {
    until: '',
    text: "const _lut = /*@__PURE__*/ Array.from( { length: 256 }, ( _, i ) => ( i < 16 ? '0' : '' ) + i.toString( 16 ) );\n",
  },
  ...Object.fromEntries(
    ['\tcomputeTangents() {', '\ttoNonIndexed() {', '\tcomputeVertexNormals() {', '\tnormalizeNormals() {'].map((opening) => [
      opening,
      throwingMethod(opening, leftOut(`BufferGeometry.${opening.trim().replace(/\(.*/, '')} is`)),
    ]),
  ),
};
