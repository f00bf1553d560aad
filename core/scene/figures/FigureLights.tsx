/**
 * The default light of the figures: a warm key from the upper left in front, a sky-and-ground fill. The `worlds`
 * scenes may bring their own; the toon bands read under any directional + hemisphere pair of similar strength.
 */
export function FigureLights() {
  return (
    <>
      <hemisphereLight args={['#fff2de', '#4a3a6a', 1.6]} />
      <directionalLight position={[-300, 500, 700]} intensity={2.4} color="#fff6e8" />
    </>
  );
}
