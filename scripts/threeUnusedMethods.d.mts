/** The classes whose methods are looked at. */
export declare const CLASSES: readonly string[];
/** Each method of `classes` in three.core.js that none of `texts` names. */
export declare function unusedMethods(core: string, texts: readonly string[], classes?: readonly string[]): { className: string; name: string }[];
/** three.core.js with each of `methods` throwing. */
export declare function withoutMethods(core: string, methods: readonly { className: string; name: string }[]): string;
/** three's module build, r3f and every .ts/.tsx file under core/, read from `root`. */
export declare function namingTexts(root: string): string[];
