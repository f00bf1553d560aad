import { FORCE_GLYPHS } from '../../content/heroes/forceGlyphs.ts';
import type { ForceId } from '../../model/index.ts';

/** A force's silhouette inline (the same glyph the scene paints on its gift), in the text's colour. */
export function ForceGlyph({ glyph, className }: { glyph: ForceId | 'lock'; className?: string }) {
  return (
    <svg className={className ?? 'force-glyph'} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <path d={FORCE_GLYPHS[glyph]} fill="currentColor" />
    </svg>
  );
}
