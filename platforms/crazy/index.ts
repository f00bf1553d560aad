import { mount } from '../../core/index.ts';
import { createCrazyAdapter } from './adapter.ts';
import { crazyGamesSdk } from './CrazyGamesSdk.ts';

const root = document.getElementById('game');
if (!root) throw new Error('crazy: the page has no #game element');
const sdk = crazyGamesSdk(window);
if (!sdk) throw new Error('crazy: crazygames-sdk-v3.js did not load (window.CrazyGames.SDK is missing)');
mount(createCrazyAdapter({ sdk }), root);
