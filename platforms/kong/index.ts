import { mount } from '../../core/index.ts';
import { createKongAdapter } from './adapter.ts';
import { kongregateApiLoader } from './KongregateApi.ts';

const root = document.getElementById('game');
if (!root) throw new Error('kong: the page has no #game element');
const loader = kongregateApiLoader(window);
if (!loader) throw new Error('kong: kongregate_api.js did not load (window.kongregateAPI is missing)');
mount(createKongAdapter({ loader, search: location.search }), root);
