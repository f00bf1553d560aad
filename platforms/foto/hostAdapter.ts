import type { PlatformAdapter } from '../sdk/index.ts';
import { createFotoAdapter } from './adapter.ts';
import { fsapiClass, trustedFsapiUrl } from './Fsapi.ts';

/** The foto adapter over the page's real host SDK (the game's entry and the example game both start from it). */
export function hostAdapter(): PlatformAdapter {
  /** Fotostrana names its API script in the launch (`fsapi`); it defines `fsapi`. */
  const loadSdk = async () => {
    const src = trustedFsapiUrl(location.search, location.origin);
    if (!src) throw new Error('foto: the launch names no Fotostrana API script (fsapi)');
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`foto: ${src} did not load`));
      document.head.append(script);
    });
    const Fsapi = fsapiClass(window);
    if (!Fsapi) throw new Error('foto: the Fotostrana API script defined no fsapi');
    const query = new URLSearchParams(location.search);
    // The client key only signs client-side REST calls, which the adapter does not make.
    return new Fsapi(query.get('apiId') ?? '', query.get('clientKey') ?? '');
  };
  return createFotoAdapter({ loadSdk, search: location.search });
}
