import { useSyncExternalStore } from 'react';
import type { Texture } from 'three';
import { atlasStatus, spriteTexture, subscribeAtlas } from './atlasStore.ts';

/** The texture of `imageId`, swapping from the stub to the real frame when the atlas arrives. */
export function useSpriteTexture(imageId: string): Texture {
  const status = useSyncExternalStore(subscribeAtlas, atlasStatus);
  // `status` changes identity on every atlas transition, so the texture is looked up again then.
  void status;
  return spriteTexture(imageId);
}
