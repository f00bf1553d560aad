import { figureOf } from '../../content/figures/index.ts';
import { portraitDrawing } from './portraitShapes.ts';

export interface PortraitProps {
  /** The creature's image id (its class when the image has no figure). */
  imageId: string;
  warriorClass?: string;
  /** Side in CSS pixels. */
  size: number;
  /** Faces left (an enemy). */
  flip?: boolean;
  className?: string;
}

/**
 * A hero's or creature's portrait drawn from the same figure spec as the scene's 3D figure (ui cannot import the
 * scene): two-tone toon shapes with a dark outline, as SVG. Nothing when the image names no figure.
 */
export function Portrait({ imageId, warriorClass, size, flip = false, className }: PortraitProps) {
  const id = figureOf(imageId, warriorClass);
  if (!id) return null;
  const drawing = portraitDrawing(id);
  return (
    <svg
      className={className ? `portrait ${className}` : 'portrait'}
      width={size}
      height={size}
      viewBox={drawing.viewBox}
      aria-hidden="true"
      data-figure={id}
      style={flip ? { transform: 'scaleX(-1)' } : undefined}
    >
      {drawing.shapes.map((s, i) => (
        <g key={i}>
          <polygon points={s.points} fill={s.shade} stroke="#140c1e" strokeWidth={0.014} strokeLinejoin="round" />
          <polygon points={s.lit} fill={s.colour} />
        </g>
      ))}
    </svg>
  );
}
