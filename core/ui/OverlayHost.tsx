import type { ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { overlayAtom, type OverlayName } from '../state/atoms.ts';
import { LoginPage } from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';
import { SettingsOverlay } from './SettingsOverlay.tsx';

/** The pages the shell owns; the others are passed in by whoever owns them (see `App`'s `overlays`). */
export const shellOverlays = {
  register: RegisterPage,
  login: LoginPage,
  settings: SettingsOverlay,
} as const satisfies Partial<Record<OverlayName, ComponentType>>;

/** One page for every overlay name; null for one not built yet (it then simply does not open). */
export type OverlayPages = Record<OverlayName, ComponentType | null>;

/** Shows the open overlay page (technical §2: one at a time). */
export function OverlayHost({ pages }: { pages: OverlayPages }) {
  const name = useAtomValue(overlayAtom);
  const Page = name ? pages[name] : null;
  return Page ? <Page /> : null;
}
