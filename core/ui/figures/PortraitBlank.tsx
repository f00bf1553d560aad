import type { ReactNode } from 'react';

/**
 * Where a portrait would be for someone without a hero: a round glyph of the portrait's size, so their rows line up
 * with the others' and nothing looks broken. Each screen picks its own glyph (mail a letter, chat the name's initial).
 */
export function PortraitBlank({ size, className, children }: { size: number; className: string; children: ReactNode }) {
  return (
    <span className={`${className} portrait-none`} style={{ width: size, height: size, fontSize: size * 0.5 }} aria-hidden="true">
      {children}
    </span>
  );
}
