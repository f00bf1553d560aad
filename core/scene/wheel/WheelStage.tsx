import { useEffect, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Group } from 'three';
import { WHEEL_COLOURS } from '../../content/index.ts';
import type { WheelTicket } from '../../model/index.ts';
import { wheelAtom, wheelLandedAtom, wheelShownAtom, wheelTurnAtom, type WheelTurn } from '../../state/wheel.ts';
import { LeanCanvas } from '../LeanCanvas.tsx';
import { easeOut, landingAngle, spinTarget, WHEEL_SPIN_SECONDS } from './wheelTurn.ts';

const RIM = '#5a3b17';
const HUB = '#f6e8c8';

/** Per-frame values of the turn under way: never React state (STYLE habit 14). */
interface Motion {
  id: number;
  from: number;
  to: number;
  elapsed: number;
  running: boolean;
}

/** A small fixed nudge per spin so the wheel does not always stop dead centre (the sector stays the server's). */
const nudgeOf = (id: number): number => (((id * 7919) % 61) / 61 - 0.5) * 0.6;

function Wheel({ radius, ticket, count }: { radius: number; ticket: WheelTicket; count: number }) {
  const group = useRef<Group>(null);
  const turn = useAtomValue(wheelTurnAtom);
  const landed = useAtomValue(wheelLandedAtom);
  const setLanded = useSetAtom(wheelLandedAtom);
  const turnRef = useRef<WheelTurn | null>(turn);
  turnRef.current = turn;
  const landedRef = useRef(landed);
  landedRef.current = landed;
  const motion = useRef<Motion>({ id: 0, from: 0, to: 0, elapsed: 0, running: false });
  const invalidate = useThree((state) => state.invalidate);
  // Frames are drawn on demand (a still wheel costs nothing): a new turn asks for the first, each turning frame the next.
  useEffect(() => invalidate(), [turn, landed, invalidate]);

  useFrame((_, delta) => {
    const g = group.current;
    const next = turnRef.current;
    const m = motion.current;
    if (!g) return;
    if (next && next.id !== m.id) {
      m.id = next.id;
      if (landedRef.current === next.id || next.ticket !== ticket) {
        // Landed already (a reward left waiting) or another wheel's turn: stand on the sector at once.
        g.rotation.z = landingAngle(next.sectorIndex, count);
        m.running = false;
      } else {
        m.from = g.rotation.z;
        m.to = spinTarget(m.from, next.sectorIndex, count, undefined, nudgeOf(next.id));
        m.elapsed = 0;
        m.running = true;
      }
    }
    if (!m.running) return;
    invalidate();
    m.elapsed += Math.min(delta, 0.1);
    const t = m.elapsed / WHEEL_SPIN_SECONDS;
    g.rotation.z = m.from + (m.to - m.from) * easeOut(t);
    if (t >= 1) {
      m.running = false;
      setLanded(m.id);
    }
  });

  const step = (Math.PI * 2) / count;
  const colours = WHEEL_COLOURS[ticket];
  return (
    <>
      <mesh position={[0, 0, -1]}>
        <circleGeometry args={[radius + 8, 64]} />
        <meshBasicMaterial color={RIM} />
      </mesh>
      <group ref={group}>
        {Array.from({ length: count }, (_, i) => (
          <mesh key={i}>
            {/* Sector i runs clockwise from the top: three.js angles run counter-clockwise from the right. */}
            <circleGeometry args={[radius, 24, Math.PI / 2 - (i + 1) * step, step]} />
            <meshBasicMaterial color={colours[i % colours.length]} />
          </mesh>
        ))}
        {Array.from({ length: count }, (_, i) => {
          const a = Math.PI / 2 - (i + 0.5) * step;
          return (
            <mesh key={`pip-${i}`} position={[Math.cos(a) * radius * 0.78, Math.sin(a) * radius * 0.78, 1]}>
              <circleGeometry args={[radius * 0.06, 16]} />
              <meshBasicMaterial color={HUB} />
            </mesh>
          );
        })}
      </group>
      <mesh position={[0, 0, 2]}>
        <circleGeometry args={[radius * 0.14, 32]} />
        <meshBasicMaterial color={RIM} />
      </mesh>
      <mesh position={[0, 0, 3]}>
        <circleGeometry args={[radius * 0.09, 32]} />
        <meshBasicMaterial color={HUB} />
      </mesh>
      {/* The pointer: a triangle at the top, pointing down into the wheel. */}
      <mesh position={[0, radius + 2, 4]} rotation={[0, 0, -Math.PI / 2]}>
        <circleGeometry args={[radius * 0.12, 3]} />
        <meshBasicMaterial color={HUB} />
      </mesh>
    </>
  );
}

/**
 * The wheel of fortune in the renderer (issue 12): the shown wheel's sectors in their colours, turned clockwise to
 * the sector the server drew (`wheelTurnAtom`), then `wheelLandedAtom` set so the page shows the prize. It fills
 * the box the page gives it.
 */
export function WheelStage() {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const ticket = useAtomValue(wheelShownAtom);
  const wheel = useAtomValue(wheelAtom);
  const count = wheel.status === 'ready' ? wheel.value.sectors[ticket].length : 0;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const radius = Math.max(10, Math.min(size.width, size.height) / 2 - 22);
  return (
    <div ref={box} className="wheel-stage-box" data-ticket={ticket}>
      {count > 0 && size.width > 0 && (
        // `blocked`: the wheel takes no input, and frames on demand keep a still wheel from redrawing.
        <LeanCanvas width={size.width} height={size.height} zoom={1} dpr={Math.min(2, window.devicePixelRatio || 1)} blocked>
          <Wheel key={ticket} radius={radius} ticket={ticket} count={count} />
        </LeanCanvas>
      )}
    </div>
  );
}
