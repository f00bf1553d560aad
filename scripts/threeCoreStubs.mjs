// Issue 26 (the first visit): methods of three.core.js's classes our code, r3f and three's renderer never call, in
// the pattern of scripts/threeStubs.mjs (class methods stay in the bundle whether called or not). Our colours are
// numbers or '#rgb'/'#rrggbb' strings (test/unit/threeCoreStubs.test.ts checks), so Color keeps only the hex parse
// of setStyle: CSS colour names, rgb() and hsl() and the HSL conversions go (getStyle, which CreatureStageSet
// calls, stays); our geometries are three's primitives and
// our own with their normals given (core/scene/figures), so BufferGeometry's normal and tangent computation and
// de-indexing go.
//
// Each throws, naming this file, where our code would call it (test/unit/threeCoreStubs.test.ts).

const leftOut = (what) => `throw new Error( '${what} left out of this build of three.js (scripts/threeCoreStubs.mjs)' );`;
const NAMES_LEFT_OUT = leftOut('CSS colour names are');
const HSL_LEFT_OUT = leftOut('HSL colours are');
const throwing = (opening, what) => `${opening.replace(/\(.*\)/, '()')}\n\n\t\t${what}\n\n\t}`;

/** Stand-ins in three.core.js by the opening line of what each replaces (scripts/threeStubs.mjs `stubThreeParts`). */
export const CORE_STUBS = {
  // The CSS colour names (1.5 KB gzip of names and values), Color.setColorName and Color.NAMES.
  "const _colorKeywords = { 'aliceblue': 0xF0F8FF, 'antiquewhite': 0xFAEBD7, 'aqua': 0x00FFFF, 'aquamarine': 0x7FFFD4, 'azure': 0xF0FFFF,":
    { until: '', text: '' },
  '\tsetColorName( style, colorSpace = SRGBColorSpace ) {': throwing('\tsetColorName( style, colorSpace = SRGBColorSpace ) {', NAMES_LEFT_OUT),
  'Color.NAMES = _colorKeywords;': { until: '', text: `Object.defineProperty( Color, 'NAMES', { get() {\n\n\t${NAMES_LEFT_OUT}\n\n} } );\n` },
  // '#rgb' and '#rrggbb' as the original parses them; another non-empty string throws (the original would parse
  // rgb() and hsl() and look names up), an empty one changes nothing, as in the original.
  '\tsetStyle( style, colorSpace = SRGBColorSpace ) {': `\tsetStyle( style, colorSpace = SRGBColorSpace ) {

		const m = /^\\#([A-Fa-f\\d]+)$/.exec( style );

		if ( m ) {

			const hex = m[ 1 ];
			const size = hex.length;

			if ( size === 3 ) {

				return this.setRGB(
					parseInt( hex.charAt( 0 ), 16 ) / 15,
					parseInt( hex.charAt( 1 ), 16 ) / 15,
					parseInt( hex.charAt( 2 ), 16 ) / 15,
					colorSpace
				);

			} else if ( size === 6 ) {

				return this.setHex( parseInt( hex, 16 ), colorSpace );

			} else {

				warn( 'Color: Invalid hex color ' + style );

			}

		} else if ( style && style.length > 0 ) {

			${leftOut('CSS colours but #rgb and #rrggbb are')}

		}

		return this;

	}`,
  ...Object.fromEntries(
    [
      '\tsetHSL( h, s, l, colorSpace = ColorManagement.workingColorSpace ) {',
      '\tgetHSL( target, colorSpace = ColorManagement.workingColorSpace ) {',
      '\toffsetHSL( h, s, l ) {',
      '\tlerpHSL( color, alpha ) {',
    ].map((opening) => [opening, throwing(opening, HSL_LEFT_OUT)]),
  ),
  ...Object.fromEntries(
    ['\tcomputeTangents() {', '\ttoNonIndexed() {', '\tcomputeVertexNormals() {', '\tnormalizeNormals() {'].map((opening) => [
      opening,
      throwing(opening, leftOut(`BufferGeometry.${opening.trim().replace(/\(.*/, '')} is`)),
    ]),
  ),
};
