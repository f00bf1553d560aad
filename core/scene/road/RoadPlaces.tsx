import type { ThreeEvent } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { PlaceType, type Place } from '../../model/index.ts';
import { placesAtom } from '../../state/atoms.ts';
import type { RoadWalker } from '../../state/roadWalker.ts';
import { Sprite } from '../atlas/Sprite.tsx';
import { placeX, ROAD } from './roadGeometry.ts';

const PlaceSprite = memo(function PlaceSprite({ place, walker }: { place: Place; walker: RoadWalker }) {
  const lair = place.placeType === PlaceType.CUSTOM_PLACE;
  const onClick = (event: ThreeEvent<MouseEvent>) => {
    // A click on a place walks to it; the road under it must not take the click as well.
    event.stopPropagation();
    walker.target = place.posY;
  };
  return (
    <Sprite
      imageId={place.imageId || (lair ? 'lair' : 'chest')}
      size={lair ? ROAD.lairSize : ROAD.placeSize}
      position={[placeX(place.posX), place.posY, lair ? 2 : 1]}
      opacity={place.used ? 0.45 : 1}
      onClick={onClick}
      name={`place-${place.id}`}
    />
  );
});

/** The loaded places as sprites at (posX, posY); a click walks the hero there. */
export function RoadPlaces({ walker }: { walker: RoadWalker }) {
  const places = useAtomValue(placesAtom);
  return (
    <>
      {[...places.values()].map((place) => (
        <PlaceSprite key={place.id} place={place} walker={walker} />
      ))}
    </>
  );
}
