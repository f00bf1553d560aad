import { mount } from '../../core/index.ts';
import { createTelegramAdapter } from './adapter.ts';
import { telegramWebApp } from './TelegramWebApp.ts';

const root = document.getElementById('game');
if (!root) throw new Error('tg: the page has no #game element');
const webApp = telegramWebApp(window);
if (!webApp) throw new Error('tg: telegram-web-app.js did not load (window.Telegram.WebApp is missing)');
mount(createTelegramAdapter({ webApp }), root);
