import type { Artifact, Creature } from '../model/index.ts';

/**
 * An artifact may go to a creature only if it is not temporal, the creature holds fewer artifacts than
 * `slotLimit`, and the creature is not the excluded one (technical §5, product §5).
 */
export const canAssignArtifact = (
  artifact: Artifact,
  creature: Creature,
  slotLimit: number,
  excludedCreatureId?: number | null,
): boolean => !artifact.temporal && creature.artifacts.length < slotLimit && creature.id !== excludedCreatureId;
