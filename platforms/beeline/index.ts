import { mount } from '../../core/index.ts';
import { createBeelineAdapter } from './adapter.ts';
import { postMessagePortal } from './BeelinePortal.ts';

const root = document.getElementById('game');
if (!root) throw new Error('beeline: the page has no #game element');
mount(createBeelineAdapter({ portal: postMessagePortal(window), search: location.search }), root);
