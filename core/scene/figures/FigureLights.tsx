import { useMemo } from 'react';
import { DirectionalLight, HemisphereLight } from 'three';

/**
 * The default light of the figures: a warm key from the upper left in front, a sky-and-ground fill. The `worlds`
 * scenes may bring their own; the toon bands read under any directional + hemisphere pair of similar strength.
 * Objects, not JSX tags: LeanCanvas registers only the classes the scenes use.
 */
export function FigureLights() {
  const lights = useMemo(() => {
    const key = new DirectionalLight('#fff6e8', 2.4);
    key.position.set(-300, 500, 700);
    return { fill: new HemisphereLight('#fff2de', '#4a3a6a', 1.6), key };
  }, []);
  return (
    <>
      <primitive object={lights.fill} />
      <primitive object={lights.key} />
    </>
  );
}
