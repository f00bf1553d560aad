import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { memo, useMemo, useRef, useState } from 'react';
import { AdditiveBlending, type Group, type Mesh } from 'three';
import { PlaceType, type Place } from '../../model/index.ts';
import { placesAtom } from '../../state/atoms.ts';
import { placeNamesAtom } from '../../state/placeNames.ts';
import type { RoadWalker } from '../../state/roadWalker.ts';
import { figureOf } from '../../content/figures/index.ts';
import { Sprite, UNIT_PLANE } from '../atlas/Sprite.tsx';
import { Figure, makeFigureMotion } from '../figures/Figure.tsx';
import { glowTexture, starTexture } from '../worlds/glowTexture.ts';
import { lowestQualityAtom } from '../lowestQuality.ts';
import { labelTexture } from './labelTexture.ts';
import { layPlaces, PLACE_BOB, placeSprite } from './roadLayout.ts';

/** Labels this tall (world units) read at phone size (about 14 px on a 390 px screen). */
const LABEL_HEIGHT = 22;
/** World units kept between a label and the frame's side. */
const LABEL_EDGE = 4;
/** A place's label shows by itself while the party is this close (besides hover or tap). */
const LABEL_NEAR = 70;
const IDLE_SPEED = 2.2;

/**
 * How a place shows it is alive (core/scene/ART.md "Motion"): a glow under it in its colour, signposts and talkers
 * sway, finds sparkle. Lairs have none: their monsters move.
 */
const LIFE: Record<PlaceType, { glow: string | null; sway: boolean; sparkle: boolean }> = {
  RESOURCE: { glow: '#ffd86a', sway: false, sparkle: true },
  CUSTOM_PLACE: { glow: null, sway: false, sparkle: false },
  ARTIFACT: { glow: '#ffb84a', sway: false, sparkle: true },
  RUNE: { glow: '#8ad8ff', sway: false, sparkle: true },
  CONSUMABLE: { glow: '#9aff8a', sway: false, sparkle: true },
  POINTER: { glow: null, sway: true, sparkle: false },
  TURN: { glow: '#c8b0ff', sway: true, sparkle: false },
  GAINABLE: { glow: '#ffe0a0', sway: false, sparkle: true },
  SCRIPT: { glow: null, sway: true, sparkle: false },
  PORTAL: { glow: '#b06aff', sway: false, sparkle: true },
  SKILL: { glow: '#6affd8', sway: false, sparkle: true },
  TALKER: { glow: null, sway: true, sparkle: false },
};
/** Sparkles round a find: offsets as shares of its size and their phases. */
const SPARKS = [
  [-0.38, 0.3, 0],
  [0.4, 0.1, 2.1],
  [0.05, 0.48, 4.2],
] as const;

interface PlaceSpriteProps {
  place: Place;
  /** The sprite's x: its lane, moved for an event place so it hides no find (`layPlaces`). */
  x: number;
  walker: RoadWalker;
  name: string;
  pointed: boolean;
  onPoint: (id: number | null) => void;
  /** From the second road frame: the glow, sway and sparkles (the first frame draws what it always did). */
  alive: boolean;
}

const PlaceSprite = memo(function PlaceSprite({ place, x, walker, name, pointed, onPoint, alive }: PlaceSpriteProps) {
  const laid = { ...placeSprite(place), x };
  const group = useRef<Group>(null);
  const label = useRef<Mesh>(null);
  const glow = useRef<Mesh>(null);
  const sparks = useRef<Group>(null);
  const lair = place.placeType === PlaceType.CUSTOM_PLACE;
  // A lair shows its keeper (the first monster) as a figure; a beaten one stands dimmed.
  const keeper = lair ? figureOf(laid.imageId) : null;
  const keeperMotion = useMemo(() => ({ ...makeFigureMotion(), light: place.used ? 0.5 : 1 }), [place.used]);
  // The lowest quality (the software renderer) keeps the sway, which costs nothing, but not the blended glow and sparks.
  const lowest = useAtomValue(lowestQualityAtom);
  const shown = alive && !place.used ? LIFE[place.placeType] : null;
  const life = shown && lowest ? { ...shown, glow: null, sparkle: false } : shown;

  useFrame(({ clock, camera, viewport }) => {
    // Idle motion: places breathe, lairs sway; each on its own phase (per-frame values stay in the scene graph).
    const t = clock.elapsedTime * IDLE_SPEED + laid.phase;
    const g = group.current;
    if (g) {
      g.position.y = laid.y + (lair ? Math.sin(t * 0.7) * 2 : (Math.sin(t) * 0.5 + 0.5) * PLACE_BOB);
      g.scale.setScalar(lair ? 1 + Math.sin(t * 1.3) * 0.02 : 1);
      g.rotation.z = life?.sway ? Math.sin(t * 0.9) * 0.06 : 0;
    }
    if (glow.current) {
      const pulse = 0.5 + 0.5 * Math.sin(t * 1.4);
      glow.current.scale.setScalar(laid.size * (1.5 + 0.15 * pulse));
      (glow.current.material as { opacity: number }).opacity = 0.35 + 0.3 * pulse;
    }
    sparks.current?.children.forEach((spark, i) => {
      const phase = SPARKS[i]?.[2] ?? 0;
      spark.scale.setScalar(Math.max(0, Math.sin(t * 1.7 + phase)) * laid.size * 0.32);
      spark.rotation.z = t * 0.8 + phase;
    });
    const plateMesh = label.current;
    if (plateMesh) {
      plateMesh.visible = pointed || Math.abs(walker.coordinate - place.posY) < LABEL_NEAR;
      // A place at the road's edge keeps its label inside the frame: the plate slides in, never off the screen.
      if (plateMesh.visible) {
        const half = plateMesh.scale.x / 2 + LABEL_EDGE;
        const left = camera.position.x - viewport.width / 2 + half - laid.x;
        const right = camera.position.x + viewport.width / 2 - half - laid.x;
        plateMesh.position.x = left > right ? 0 : Math.min(Math.max(0, left), right);
      }
    }
  });

  const onClick = (event: ThreeEvent<MouseEvent>) => {
    // A click on a place walks to it and names it; the road under it must not take the click as well.
    event.stopPropagation();
    walker.target = place.posY;
    onPoint(place.id);
  };
  const plate = name ? labelTexture(name) : null;
  return (
    <group ref={group} position={[laid.x, laid.y, lair ? 2 : 1]}>
      {life?.glow && (
        <mesh ref={glow} geometry={UNIT_PLANE} position={[0, -laid.size * 0.12, -0.5]} scale={[laid.size * 1.5, laid.size * 1.5, 1]}>
          <meshBasicMaterial map={glowTexture()} color={life.glow} transparent depthWrite={false} blending={AdditiveBlending} opacity={0.5} />
        </mesh>
      )}
      {life?.sparkle && (
        <group ref={sparks}>
          {SPARKS.map(([sx, sy], i) => (
            <mesh key={i} geometry={UNIT_PLANE} position={[sx * laid.size, sy * laid.size, 0.5]} scale={[1, 1, 1]}>
              <meshBasicMaterial map={starTexture()} color={life.glow ?? '#ffffff'} transparent depthWrite={false} blending={AdditiveBlending} />
            </mesh>
          ))}
        </group>
      )}
      {keeper ? (
        <Figure
          figure={keeper}
          size={laid.size}
          position={[0, 0, 0]}
          flip
          motion={keeperMotion}
          phase={laid.phase}
          onClick={onClick}
          onPointerOver={() => onPoint(place.id)}
          onPointerOut={() => onPoint(null)}
          name={`place-${place.id}`}
        />
      ) : (
        <Sprite
          imageId={laid.imageId}
          size={laid.size}
          position={[0, 0, 0]}
          opacity={place.used ? 0.45 : 1}
          onClick={onClick}
          onPointerOver={() => onPoint(place.id)}
          onPointerOut={() => onPoint(null)}
          name={`place-${place.id}`}
        />
      )}
      {plate && (
        <mesh
          ref={label}
          geometry={UNIT_PLANE}
          visible={false}
          position={[0, -laid.size / 2 - LABEL_HEIGHT / 2 + 4, 8]}
          scale={[LABEL_HEIGHT * plate.aspect, LABEL_HEIGHT, 1]}
          renderOrder={10}
        >
          {/* The sprites' program (map, transparent, alphaTest): no extra shader compile for labels. */}
          <meshBasicMaterial map={plate.texture} transparent alphaTest={0.02} depthWrite={false} depthTest={false} />
        </mesh>
      )}
    </group>
  );
});

const NO_NAMES: Readonly<Record<string, string>> = {};

/** The short name of a place for its label: a lair is named after its monster. */
const nameOf = (names: Readonly<Record<string, string>>, place: Place): string =>
  names[place.imageId] ?? names[place.placeType === PlaceType.CUSTOM_PLACE ? 'lair' : ''] ?? '';

/**
 * The loaded places as sprites laid out by `placeSprite` (lanes, the lair above the stop); a click walks the
 * hero there. Each place shows its short name on hover, on tap, and while the party is near it (once `labelled`).
 */
export function RoadPlaces({ walker, labelled }: { walker: RoadWalker; labelled: boolean }) {
  const places = useAtomValue(placesAtom);
  const allNames = useAtomValue(placeNamesAtom);
  // Labels come with the second frame: drawing text on a canvas the first time looks fonts up, which the first
  // road frame should not wait for.
  const names = labelled ? allNames : NO_NAMES;
  const [pointed, setPointed] = useState<number | null>(null);
  const laid = useMemo(() => layPlaces(places.values()), [places]);
  return (
    <>
      {[...places.values()].map((place) => (
        <PlaceSprite
          key={place.id}
          place={place}
          x={laid.get(place.id)?.x ?? placeSprite(place).x}
          walker={walker}
          name={nameOf(names, place)}
          pointed={pointed === place.id}
          onPoint={setPointed}
          alive={labelled}
        />
      ))}
    </>
  );
}
