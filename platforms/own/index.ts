import { mount } from '../../core/index.ts';
import { createOwnAdapter } from './adapter.ts';

const root = document.getElementById('game');
if (!root) throw new Error('own: the page has no #game element');
mount(createOwnAdapter(), root);
