/** The throwing statement of the stand-ins of `file` (under scripts/), for `what` ('Cube textures are'). */
export declare const leftOutIn: (file: string) => (what: string) => string;
/** The declaration `opening` with `what` for its whole body, closed at the opening line's indentation. */
export declare function throwing(opening: string, what: string): string;
/** A method assigned in a constructor (`this.x = function … {`) with `what` for its whole body. */
export declare const throwingMethod: (opening: string, what: string) => string;
