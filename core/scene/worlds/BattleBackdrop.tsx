import { useThree } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { BattleType } from '../../model/index.ts';
import { stairOf } from '../../rules/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { eventsAtom } from '../../state/events.ts';
import { backdropOf } from './backdropOf.ts';
import { SceneLights } from './SceneLights.tsx';
import { WorldBackdrop } from './WorldBackdrop.tsx';
import { WORLD_LOOKS } from './worldLooks.ts';

/**
 * The battle's world behind the fight (a lazy chunk, fetched by the battle's loading scene): the backdrop of the
 * kind of place (backdropOf.ts) filling the whole frame, the ground's horizon a little under the field's top so
 * every creature stands on ground, and the scene's lights for the figures. The canvas names the backdrop in
 * `data-backdrop` for the browser tests and the screenshots.
 */
export default function BattleBackdrop({ type, fieldTop, fieldBottom }: { type: BattleType | null; fieldTop: number; fieldBottom: number }) {
  const coordinate = useAtomValue(playerAtom)?.coordinate ?? 0;
  const events = useAtomValue(eventsAtom);
  const inSnow = events.status === 'ready' && events.value.snow.state === 'inside';
  const id = backdropOf(type === null ? null : { type }, stairOf(coordinate), inSnow ? 'snow' : null);
  const viewport = useThree((s) => s.viewport);
  const canvas = useThree((s) => s.gl.domElement);
  const dpr = useThree((s) => s.viewport.dpr);
  const look = WORLD_LOOKS[id];
  useEffect(() => {
    canvas.dataset.backdrop = id;
    return () => {
      delete canvas.dataset.backdrop;
    };
  }, [canvas, id]);
  const fieldHeight = Math.max(0, fieldTop - fieldBottom);
  const horizon = fieldTop - Math.min(fieldHeight * 0.22, 90);
  return (
    <>
      <SceneLights look={look} rim={id === 'meadow' || id === 'snow' ? 0.35 : 0.7} />
      <WorldBackdrop look={look} width={viewport.width} height={viewport.height + 8} horizon={horizon} seed={id.length} pixelRatio={dpr} />
    </>
  );
}
