import { createRoot, events, extend, useFrame, type ReconcilerRoot, type RenderProps, type RootState } from '@react-three/fiber';
import { Provider, useStore } from 'jotai';
import { Component, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CircleGeometry, Color, Group, Mesh, MeshBasicMaterial, RingGeometry } from 'three';
import { canvasAttributes } from './canvasAttributes.ts';
import { isSoftwareRenderer, probeSoftwareRenderer } from './isSoftwareRenderer.ts';

// r3f's <Canvas> registers the whole THREE namespace (`extend(THREE)`), which keeps all of three.js in the
// bundle; registering only the elements our scenes use lets the bundler drop the rest (DESIGN "Weight").
extend({ CircleGeometry, Color, Group, Mesh, MeshBasicMaterial, RingGeometry });

const CAMERA: RenderProps<HTMLCanvasElement>['camera'] = { position: [0, 0, 1000], near: 1, far: 20_000, zoom: 1 };
/**
 * Antialiased on a graphics card; on the software renderer not (its 4× multisampling costs a large share of a frame).
 * The attributes an early canvas's context was made with (core/boot/earlyCanvas.ts), which that canvas keeps.
 */
const glOptions = (): RenderProps<HTMLCanvasElement>['gl'] => canvasAttributes(!probeSoftwareRenderer());

/** The canvas the renderer draws on: the page's early one (its context made already) or a new one, in `target`. */
function placeCanvas(target: HTMLDivElement, early: HTMLCanvasElement | null): HTMLCanvasElement {
  const canvas = early ?? target.ownerDocument.createElement('canvas');
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  canvas.setAttribute('aria-hidden', 'true');
  target.append(canvas);
  return canvas;
}

/** Sets the orthographic zoom and the viewport r3f keeps in its state (it recomputes it on size changes only). */
const applyZoom = (state: RootState, zoom: number): void => {
  const { camera } = state;
  if (camera.zoom === zoom) return;
  camera.zoom = zoom;
  camera.updateProjectionMatrix();
  state.set((s) => ({ viewport: { ...s.viewport, ...s.viewport.getCurrentViewport(camera) } }));
};

/** Hands an error inside the three.js tree to the DOM side, which rethrows it to the shell's scene boundary. */
class CanvasErrorBoundary extends Component<{ onError: (e: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Draws the frame in place of r3f (a frame callback with a priority takes over its render): always, except while
 * `still`, when a scene already drawn once is not drawn again. On the software renderer each such frame held the main
 * thread 100–300 ms while the page waited for the atlas behind the black veil.
 */
function DrawGate({ still, sceneKey }: { still: boolean; sceneKey: string }) {
  const gate = useRef({ still, sceneKey, drawnKey: null as string | null });
  gate.current.still = still;
  gate.current.sceneKey = sceneKey;
  useFrame(({ gl, scene, camera }) => {
    const g = gate.current;
    if (g.still && g.drawnKey === g.sceneKey) return;
    g.drawnKey = g.sceneKey;
    gl.render(scene, camera);
  }, 1);
  return null;
}

export interface LeanCanvasProps {
  /** CSS size of the drawing area, measured by the caller. */
  width: number;
  height: number;
  /** Pixels per world unit (CameraZoom.tsx `cameraZoom`): the scenes' `viewport` is in world units. */
  zoom: number;
  dpr: number;
  /** True while an overlay blocks the canvas: it takes no pointer input (technical §2). */
  blocked: boolean;
  /**
   * True while nothing drawn would be seen (GameCanvas `useAtlasWait`): each scene (`sceneKey`) is drawn once, which
   * compiles its shaders and uploads its buffers, and then not again until this is false; input stays.
   */
  still?: boolean;
  /** Names the scene on screen; a new one is drawn once even while `still`. */
  sceneKey?: string;
  /** Told once the renderer exists whether it draws in software (GameCanvas lowers AUTO quality then). */
  onSoftwareRenderer?: (software: boolean) => void;
  /**
   * A canvas whose WebGL context is made already (core/boot/earlyCanvas.ts), asked for once, when the canvas is
   * placed; null, or none given, makes a new one.
   */
  takeCanvas?: () => HTMLCanvasElement | null;
  children: ReactNode;
}

/**
 * An r3f canvas with an orthographic camera, flat colours and the page's jotai store (the three.js tree is a
 * separate React root, so the store is handed over explicitly). Like r3f's own Canvas otherwise: configure on
 * every render, render once the renderer is ready, throw outward what fails inside.
 */
export function LeanCanvas(props: LeanCanvasProps) {
  const { width, height, zoom, dpr, blocked, still = false, sceneKey = '', onSoftwareRenderer, takeCanvas, children } = props;
  const divRef = useRef<HTMLDivElement>(null);
  // Placed by hand, not rendered: an early canvas exists before this component (placeCanvas).
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const root = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null);
  const three = useRef<RootState['get'] | null>(null);
  const store = useStore();
  const [error, setError] = useState<unknown>(null);
  const [, setReady] = useState(0);
  if (error) throw error;

  useLayoutEffect(() => {
    const target = divRef.current;
    if (!target) return;
    const canvas = (canvasRef.current ??= placeCanvas(target, takeCanvas?.() ?? null));
    if (width <= 0 || height <= 0) return;
    root.current ??= createRoot(canvas);
    const current = root.current;
    // The zoom goes on the camera before the size does, so the viewport r3f derives from both is in world units
    // from the scenes' first render on (a zoom set later, in an effect, left one render in CSS pixels).
    const state = three.current?.();
    if (state) applyZoom(state, zoom);
    current
      .configure({
        events,
        flat: true,
        orthographic: true,
        dpr,
        // Under an overlay nothing on the road moves (input is off), so frames are drawn only on demand:
        // SwiftShader or a weak GPU would otherwise spend the main thread redrawing a still picture, and the
        // overlay (chat, mail) would answer late.
        frameloop: blocked || still ? 'demand' : 'always',
        camera: CAMERA,
        gl: glOptions(),
        size: { width, height, top: 0, left: 0 },
        onCreated: (created) => {
          three.current = created.get;
          applyZoom(created, zoom);
          onSoftwareRenderer?.(isSoftwareRenderer(created.gl.getContext()));
          created.events.connect?.(target);
        },
      })
      .catch(setError);
    if (current.ready.status === 'fulfilled') {
      current.render(
        <Provider store={store}>
          <CanvasErrorBoundary onError={setError}>
            <DrawGate still={still} sceneKey={sceneKey} />
            <Suspense fallback={null}>{children}</Suspense>
          </CanvasErrorBoundary>
        </Provider>,
      );
    } else if (current.ready.status === 'pending') {
      current.ready.then(() => setReady((n) => n + 1), setError);
    }
  });

  useEffect(
    () => () => {
      root.current?.unmount();
      root.current = null;
    },
    [],
  );

  return (
    <div ref={divRef} style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: blocked ? 'none' : 'auto' }} />
  );
}
