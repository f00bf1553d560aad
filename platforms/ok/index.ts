import { mount } from '../../core/index.ts';
import { createOkAdapter } from './adapter.ts';
import { okFapi, type OkScope } from './Fapi.ts';

const root = document.getElementById('game');
if (!root) throw new Error('ok: the page has no #game element');
const fapi = okFapi(window);
if (!fapi) throw new Error('ok: fapi5.js did not load (window.FAPI is missing)');
mount(createOkAdapter({ fapi, scope: window as OkScope, search: location.search }), root);
