import { describe, expect, it } from 'vitest';
import type { Artifact } from '../model/index.ts';
import { canAssignArtifact } from './artifacts.ts';
import { testCreature } from '../../test/support/testCreature.ts';

const artifact = (id: number, temporal = false): Artifact => ({ id, name: `a${id}`, level: 1, temporal, skills: [] });

describe('canAssignArtifact (technical §5)', () => {
  const bare = testCreature(1, 7, {});
  const full = { ...testCreature(2, 7, {}), artifacts: [artifact(10), artifact(11), artifact(12)] };

  it('allows a lasting artifact on a creature with a free slot', () => {
    expect(canAssignArtifact(artifact(1), bare, 3)).toBe(true);
    expect(canAssignArtifact(artifact(1), full, 4)).toBe(true);
  });
  it('refuses temporal artifacts', () => {
    expect(canAssignArtifact(artifact(1, true), bare, 3)).toBe(false);
  });
  it('refuses when the creature already holds the limit', () => {
    expect(canAssignArtifact(artifact(1), full, 3)).toBe(false);
    expect(canAssignArtifact(artifact(1), bare, 0)).toBe(false);
  });
  it('refuses the excluded creature only', () => {
    expect(canAssignArtifact(artifact(1), bare, 3, 1)).toBe(false);
    expect(canAssignArtifact(artifact(1), bare, 3, 2)).toBe(true);
    expect(canAssignArtifact(artifact(1), bare, 3, null)).toBe(true);
  });
});
