import { mount } from '../../core/index.ts';
import { createYandexAdapter } from './adapter.ts';
import { guardGameArea } from './gameAreaGuards.ts';
import { yaGames } from './YaGames.ts';

const root = document.getElementById('game');
if (!root) throw new Error('ya: the page has no #game element');
const sdk = yaGames(window);
if (!sdk) throw new Error('ya: /sdk.js did not load (window.YaGames is missing)');
guardGameArea(document);
mount(createYandexAdapter({ yaGames: sdk }), root);
