import { LazyPortrait } from '../figures/LazyPortrait.tsx';
import { PortraitBlank } from '../figures/PortraitBlank.tsx';

/**
 * Who wrote a letter or who a dialog is with: their first hero's portrait (LazyPortrait: mail lives in the app's
 * first chunk); a plain letter glyph of the same size for a player without a hero.
 */
export function MailPortrait({ image, size, className }: { image: string | null; size: number; className: string }) {
  if (image === null) {
    return (
      <PortraitBlank size={size} className={className}>
        ✉
      </PortraitBlank>
    );
  }
  return <LazyPortrait imageId={image} size={size} className={className} />;
}
