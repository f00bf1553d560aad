import { mount } from '../../core/index.ts';
import { createExeAdapter } from './adapter.ts';
import { createExeParentBridge } from './ExeJsApi.ts';

const root = document.getElementById('game');
if (!root) throw new Error('exe: the page has no #game element');
mount(createExeAdapter({ api: createExeParentBridge(window), search: location.search }), root);
