/** Force (and marker) → game-icons name. */
export declare const GLYPH_ICONS: Readonly<Record<string, string>>;
/** The path with its numbers to one decimal of the 512 square (svgo). */
export declare function shortPath(d: string): string;
/** game-icons' own path of a glyph, as the icon set has it. */
export declare function iconPath(id: string): string;
