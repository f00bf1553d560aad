import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import type { Group } from 'three';
import { characterChoiceAtom } from '../../state/character.ts';
import { figureOf } from '../../content/figures/index.ts';
import { Sprite } from '../atlas/Sprite.tsx';
import { Figure } from '../figures/Figure.tsx';
import { viewHeightOf } from '../CameraZoom.tsx';
import { useFirstFrame } from '../useFirstFrame.ts';
import { defaultChoice } from '../../state/defaultChoice.ts';
import { heroImageOf } from './heroImageOf.ts';
import { SelectionBackdrop } from './SelectionBackdrop.tsx';

/** Idle animation rate (technical §9: idle animations run at 12, 16, 18 or 30 fps). */
const IDLE_FPS = 12;

/** Character selection (product §2): the chosen hero and companion, large; the controls are DOM (the HUD). */
export function CharacterSelectionScene({ onFirstFrame }: { onFirstFrame: () => void }) {
  const choice = useAtomValue(characterChoiceAtom) ?? defaultChoice();
  const hero = useRef<Group>(null);
  const companion = useRef<Group>(null);
  // The controls take the lower part of the screen: the pair stands in the upper part.
  const viewHeight = useThree((s) => viewHeightOf(s.size.width, s.size.height));
  const baseY = Math.max(40, viewHeight * 0.2);
  const camera = useThree((s) => s.camera);
  useLayoutEffect(() => {
    camera.position.set(0, 0, camera.position.z);
  }, [camera]);
  useFirstFrame(onFirstFrame);

  useFrame(({ clock }) => {
    const tick = Math.floor(clock.elapsedTime * IDLE_FPS) / IDLE_FPS;
    if (hero.current) hero.current.position.y = baseY + 20 + Math.sin(tick * 2) * 5;
    if (companion.current) companion.current.position.y = baseY + Math.sin(tick * 2 + 1.3) * 5;
  });

  return (
    <>
      <color attach="background" args={['#1b1536']} />
      <SelectionBackdrop stageY={baseY - 90} />
      <group ref={hero} position={[-120, baseY + 20, 0]}>
        <Chosen imageId={heroImageOf(choice.heroClass)} size={230} name="hero" phase={0} />
      </group>
      <group ref={companion} position={[150, baseY, 0]}>
        <Chosen imageId={choice.companionImage} size={170} name="companion" phase={1.3} />
      </group>
    </>
  );
}

/** A chosen hero or companion: its figure, or its sprite when no figure is drawn for it. */
function Chosen({ imageId, size, name, phase }: { imageId: string; size: number; name: string; phase: number }) {
  const figure = figureOf(imageId);
  if (figure) return <Figure figure={figure} size={size} position={[0, 0, 0]} name={name} phase={phase} />;
  return <Sprite imageId={imageId} size={size} position={[0, 0, 0]} name={name} />;
}
