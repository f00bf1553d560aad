import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { PLACE_IMAGE_IDS } from '../content/index.ts';
import { WarriorClass } from '../model/index.ts';
import { placeNamesAtom } from '../state/placeNames.ts';
import { warriorClassNames } from '../ui/battle/creatureNames.ts';
import { resourceNames, skillNames } from '../ui/road/placeLabel.ts';

type PlaceImageId = (typeof PLACE_IMAGE_IDS)[number];

/** The short name under each kind of place on the road (a lair shows its monster's class instead). */
const placeNames: Record<PlaceImageId | 'lair', MessageDescriptor> = {
  gold: resourceNames.GOLD,
  crystal: resourceNames.CRYSTAL,
  potion: resourceNames.ELIXIR,
  chest: msg({ message: 'Chest', context: 'road label' }),
  'skill-attack': skillNames.attack,
  'skill-defence': skillNames.defence,
  'skill-health': skillNames.health,
  scroll: msg({ message: 'Scroll', context: 'road label' }),
  talker: msg({ message: 'Traveller', context: 'road label' }),
  signpost: msg({ message: 'Signpost', context: 'road label' }),
  turn: msg({ message: 'Crossroad', context: 'road label' }),
  portal: msg({ message: 'Portal', context: 'road label' }),
  lair: msg({ message: 'Lair', context: 'road label' }),
  artifact: msg({ message: 'Artifact', context: 'road label' }),
  amulet: msg({ message: 'Amulet', context: 'road label' }),
  rune: msg({ message: 'Rune', context: 'road label' }),
  flask: msg({ message: 'Potion', context: 'road label' }),
  'spell-scroll': msg({ message: 'Scroll', context: 'road label' }),
  wanderer: msg({ message: 'Wanderer', context: 'road label' }),
};

/** Fills the road scene's place labels in the player's language, again whenever the language changes. */
export function usePlaceNames(): void {
  const { _ } = useLingui();
  const setNames = useSetAtom(placeNamesAtom);
  useEffect(() => {
    const names: Record<string, string> = {};
    for (const [id, descriptor] of Object.entries(placeNames)) names[id] = _(descriptor);
    for (const kind of Object.values(WarriorClass)) names[kind] = _(warriorClassNames[kind]);
    setNames(names);
  }, [_, setNames]);
}
