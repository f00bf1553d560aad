import { mount } from '../../core/index.ts';
import { hostAdapter } from './hostAdapter.ts';

const root = document.getElementById('game');
if (!root) throw new Error('beeline: the page has no #game element');
mount(hostAdapter(), root);
