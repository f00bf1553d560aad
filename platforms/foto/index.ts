import { mount } from '../../core/index.ts';
import { createFotoAdapter } from './adapter.ts';
import { fsapiClass, trustedFsapiUrl } from './Fsapi.ts';

const root = document.getElementById('game');
if (!root) throw new Error('foto: the page has no #game element');

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

mount(createFotoAdapter({ loadSdk, search: location.search }), root);
