import { mount } from '../../core/index.ts';
import { createRuStoreAdapter } from './adapter.ts';
import { ruStoreBridge } from './RuStoreBridge.ts';

const root = document.getElementById('game');
if (!root) throw new Error('rustore: the page has no #game element');
const bridge = ruStoreBridge(window);
if (!bridge) throw new Error('rustore: the Android wrapper bridge did not load (window.RuStoreBridge is missing)');
mount(createRuStoreAdapter({ bridge, search: location.search }), root);
