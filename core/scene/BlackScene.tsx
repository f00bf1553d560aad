/** Boot and loading: nothing but black (technical §2: a black overlay while a scene loads). */
export function BlackScene() {
  return <color attach="background" args={['#000000']} />;
}
