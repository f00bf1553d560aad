import { createContext, useContext } from 'react';
import { useAtomValue } from 'jotai';
import type { PlatformAdapter } from '../platform.ts';
import { apiAtom } from '../state/atoms.ts';

/** What the shell's UI needs from outside React: the host, the boot, and the page (a fake in tests). */
export interface AppServices {
  adapter: PlatformAdapter;
  /** The connection page's Connect: true when the game is back (technical §8). */
  reconnect(): Promise<boolean>;
  /** Forget the stored token (logout). */
  forgetAuthorization(): void;
  /** This page's address, and ways to leave it (logout, restart, redirect). */
  href(): string;
  reload(): void;
  navigate(url: string): void;
  /** The referral code, read only where the host enables referrals (technical §5). */
  referralCode(): string | undefined;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('UI: useAppServices needs an <AppServicesContext.Provider> above it');
  return services;
}

/**
 * The API client the boot stored (the shell renders only after that), for the UI to hand to a state action: the
 * UI never calls it itself (DESIGN "Folders": ui reads state, state calls the API).
 */
export function useApi() {
  const api = useAtomValue(apiAtom);
  if (!api) throw new Error('UI: no API client in the store; the boot sets apiAtom before rendering');
  return api;
}
