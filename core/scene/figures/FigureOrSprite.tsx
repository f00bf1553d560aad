import { figureOf } from '../../content/figures/index.ts';
import { Sprite } from '../atlas/Sprite.tsx';
import { Figure } from './Figure.tsx';

/** A hero or creature by its image id: its figure, or its atlas sprite when no figure is drawn for it (a newer class). */
export function FigureOrSprite(props: { imageId: string; warriorClass?: string; size: number; position: [number, number, number]; flip?: boolean; phase?: number; name?: string }) {
  const { imageId, warriorClass, size, position, flip = false, phase = 0, name } = props;
  const figure = figureOf(imageId, warriorClass);
  if (figure) return <Figure figure={figure} size={size} position={position} flip={flip} phase={phase} name={name} />;
  return <Sprite imageId={imageId} size={size} position={position} flip={flip} name={name} />;
}
