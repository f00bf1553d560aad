import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useAtomValue, useStore } from 'jotai';
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { AdditiveBlending, type Group, type Mesh, type MeshBasicMaterial } from 'three';
import { HERO_CATALOG } from '../../content/index.ts';
import type { ForceId } from '../../model/index.ts';
import { clockText, forceGifts, GiftMarker, type ForceGift } from '../../rules/index.ts';
import { creatureForceAtom, creatureInsetsAtom, leaveMissingHero, viewedHeroAtom } from '../../state/creatureView.ts';
import { heroesAtom, loadHeroes } from '../../state/heroes.ts';
import { msUntil, serverClockOffsetAtom, serverNowAt } from '../../state/serverClock.ts';
import { UNIT_PLANE } from '../atlas/Sprite.tsx';
import { FigureLights } from '../figures/FigureLights.tsx';
import { FigureOrSprite } from '../figures/FigureOrSprite.tsx';
import { TEXT_ASPECT, textTexture } from '../battle/textTexture.ts';
import { useFirstFrame } from '../useFirstFrame.ts';
import { CreatureStageSet } from './CreatureStageSet.tsx';
import { creatureStage, openWorld } from './creatureStage.ts';
import { arrowsTexture, giftTexture, lockTexture, studyTexture } from './giftTexture.ts';

const MARKER_TEXTURE = {
  [GiftMarker.lock]: lockTexture,
  [GiftMarker.arrows]: arrowsTexture,
  [GiftMarker.study]: studyTexture,
} as const;

/**
 * The creature scene (product §2 "creature (hero page)", issue 11): the hero large on a lit pedestal and its
 * forces as gifts on a ring around it, each with its rank, a lock once studied to its cap, two arrows while it can
 * rise and its timer while it rises. Tapping a gift picks the force the HUD (core/ui/creature) details. The stage
 * stands in the part of the frame the HUD leaves open (`creatureInsetsAtom`). A hero that left the roster sends
 * the player back to the road.
 */
export function CreatureScene({ onFirstFrame }: { onFirstFrame: () => void }) {
  const store = useStore();
  const hero = useAtomValue(viewedHeroAtom);
  const roster = useAtomValue(heroesAtom);
  const picked = useAtomValue(creatureForceAtom);
  const insets = useAtomValue(creatureInsetsAtom);
  const viewport = useThree((s) => s.viewport);
  const size = useThree((s) => s.size);
  const camera = useThree((s) => s.camera);
  const bob = useRef<Group>(null);

  // The road moves the camera along with the party: this stage is laid out around the world's origin.
  useLayoutEffect(() => {
    camera.position.set(0, 0, camera.position.z);
  }, [camera]);
  // A gift under the pointer when the scene goes leaves no hand cursor over the road.
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(
    () => () => {
      canvas.style.cursor = '';
    },
    [canvas],
  );
  useFirstFrame(onFirstFrame);

  const missing = roster.status === 'ready' && hero === null;
  useEffect(() => {
    if (missing) leaveMissingHero(store);
  }, [missing, store]);

  const upgrades = roster.status === 'ready' ? roster.value.upgrades : null;
  const gifts = useMemo(() => (hero && upgrades ? forceGifts(hero, upgrades, HERO_CATALOG) : []), [hero, upgrades]);
  const stage = useMemo(
    () => creatureStage(openWorld(viewport, size, insets), gifts.length),
    [viewport, size, insets, gifts.length],
  );
  const heroSize = stage.heroSize;

  useFrame(({ clock }) => {
    // A slow breath: the hero rises and settles on the pedestal.
    if (bob.current) bob.current.position.y = Math.sin(clock.elapsedTime * 1.6) * heroSize * 0.012;
  });

  const pick = (force: ForceId) => store.set(creatureForceAtom, force);
  // Until the player taps one, the HUD details the first gift: the ring lights the same one.
  const lit = picked ?? gifts[0]?.force ?? null;

  return (
    <>
      <color attach="background" args={['#0a0716']} />
      <FigureLights />
      <CreatureStageSet stage={stage} />
      {hero && (
        <group position={[stage.centreX, stage.centreY, 0]} name="creature-hero">
          <group ref={bob}>
            <FigureOrSprite imageId={hero.hero.imageId} warriorClass={hero.hero.heroClass} size={heroSize} position={[0, heroSize * 0.06, 2]} />
          </group>
        </group>
      )}
      {gifts.map((gift, i) => {
        const at = stage.gifts[i];
        return at ? (
          <Gift key={gift.force} gift={gift} x={at.x} y={at.y} size={stage.giftSize} picked={lit === gift.force} onPick={pick} />
        ) : null;
      })}
    </>
  );
}

interface GiftProps {
  gift: ForceGift;
  x: number;
  y: number;
  size: number;
  picked: boolean;
  onPick: (force: ForceId) => void;
}

/** One gift on the ring: its badge, its rank on a pill at its foot, its marker at the corner or its timer on its head. */
const Gift = memo(function Gift({ gift, x, y, size, picked, onPick }: GiftProps) {
  const store = useStore();
  const offset = useAtomValue(serverClockOffsetAtom);
  const canvas = useThree((s) => s.gl.domElement);
  const glow = useRef<Group>(null);
  const timer = useRef<Mesh>(null);
  const shownTimer = useRef('');
  const asked = useRef(false);
  const { force, rank, cap, marker, upgrade } = gift;
  // The pills' height: the rank and the timer stay readable on the smallest badge.
  const pill = size * 0.28;

  useFrame(({ clock }) => {
    const g = glow.current;
    if (g) {
      const s = size * (0.68 + 0.05 * Math.sin(clock.elapsedTime * 3));
      g.scale.set(s, s, 1);
    }
    const label = timer.current;
    if (label && upgrade) {
      const left = msUntil(upgrade.finishesAtMs, serverNowAt(Date.now(), offset));
      const text = clockText(left);
      if (text !== shownTimer.current) {
        shownTimer.current = text;
        (label.material as MeshBasicMaterial).map = textTexture(text, '#ffd23f');
      }
      // At zero the server has raised the force: the roster is asked again once, and the gift shows the new rank.
      if (left === 0 && !asked.current) {
        asked.current = true;
        void loadHeroes(store);
      }
    }
  });

  const click = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    onPick(force);
  };
  const over = (event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    canvas.style.cursor = 'pointer';
  };
  const out = () => {
    canvas.style.cursor = '';
  };
  const cornerTexture = marker === GiftMarker.timer ? null : MARKER_TEXTURE[marker]();

  return (
    <group position={[x, y, 4]} name={`gift-${force}`}>
      <group ref={glow} visible={picked} position={[0, 0, -1]} scale={[size * 0.7, size * 0.7, 1]}>
        <mesh>
          <circleGeometry args={[1, 40]} />
          <meshBasicMaterial color="#ffb84a" transparent opacity={0.22} blending={AdditiveBlending} depthWrite={false} />
        </mesh>
        <mesh>
          <ringGeometry args={[0.8, 0.86, 48]} />
          <meshBasicMaterial color="#ffe08a" transparent opacity={0.95} depthWrite={false} />
        </mesh>
      </group>
      <mesh geometry={UNIT_PLANE} scale={[size, size, 1]} onClick={click} onPointerOver={over} onPointerOut={out}>
        <meshBasicMaterial map={giftTexture(force, rank > 0)} transparent depthWrite={false} />
      </mesh>
      {cornerTexture && (
        <mesh geometry={UNIT_PLANE} position={[size * 0.36, size * 0.36, 1]} scale={[size * 0.4, size * 0.4, 1]}>
          <meshBasicMaterial map={cornerTexture} transparent depthWrite={false} />
        </mesh>
      )}
      {/* The rank on a pill over the badge's foot; a rising force's timer on one over its head. */}
      <mesh geometry={UNIT_PLANE} position={[0, -size * 0.46, 1]} scale={[size * 0.66, pill, 1]}>
        <meshBasicMaterial color="#140f22" transparent opacity={0.9} depthWrite={false} />
      </mesh>
      <mesh geometry={UNIT_PLANE} position={[0, -size * 0.46, 2]} scale={[pill * TEXT_ASPECT, pill, 1]}>
        <meshBasicMaterial map={textTexture(`${rank}/${cap}`, rank >= cap ? '#f2c14e' : '#f4f1ff')} transparent depthWrite={false} />
      </mesh>
      {upgrade && (
        <>
          <mesh geometry={UNIT_PLANE} position={[0, size * 0.46, 1]} scale={[size * 0.84, pill, 1]}>
            <meshBasicMaterial color="#140f22" transparent opacity={0.9} depthWrite={false} />
          </mesh>
          <mesh ref={timer} geometry={UNIT_PLANE} position={[0, size * 0.46, 2]} scale={[pill * TEXT_ASPECT, pill, 1]}>
            <meshBasicMaterial map={textTexture('', '#ffd23f')} transparent depthWrite={false} />
          </mesh>
        </>
      )}
    </group>
  );
});
