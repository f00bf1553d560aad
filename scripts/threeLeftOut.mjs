// The text the stand-ins of three.js's build put in place of what they leave out (scripts/threeStubs.mjs and the
// threeCoreStubs, threeTextureStubs, threeProgramStubs and threeObjectStubs modules): one statement that throws, naming
// the module that left the feature out, and the declarations whose whole body it is.

/** The throwing statement of the stand-ins of `file` (under scripts/), for `what` ('Cube textures are'). */
export const leftOutIn = (file) => (what) => `throw new Error( '${what} left out of this build of three.js (scripts/${file})' );`;

/** The declaration `opening` with `what` for its whole body, closed at the opening line's indentation. */
export function throwing(opening, what) {
  const indent = /^\t*/.exec(opening)[0];
  return `${opening}\n\n${indent}\t${what}\n\n${indent}}`;
}

/** A method assigned in a constructor (`this.x = function … {`) with `what` for its whole body. */
export const throwingMethod = (opening, what) => `${throwing(opening, what)};`;
