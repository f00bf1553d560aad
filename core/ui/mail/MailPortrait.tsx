import { LazyPortrait } from '../figures/LazyPortrait.tsx';

/**
 * Who wrote a letter or who a dialog is with: their first hero's portrait (LazyPortrait: mail lives in the app's
 * first chunk); a plain letter glyph of the same size for a player without a hero, so the rows stay aligned and
 * nothing looks broken.
 */
export function MailPortrait({ image, size, className }: { image: string | null; size: number; className: string }) {
  if (image === null) {
    return (
      <span className={`${className} portrait-none`} style={{ width: size, height: size, fontSize: size * 0.5 }} aria-hidden="true">
        ✉
      </span>
    );
  }
  return <LazyPortrait imageId={image} size={size} className={className} />;
}
