import { describe, expect, it } from 'vitest';
import { staticBase } from './staticBase.ts';

describe('staticBase (technical §7 "Static assets")', () => {
  const table = { 'game.example.ru': 'https://static.example.ru/game', '.example.com': 'https://cdn.example.com/g/' };

  it('picks the static host of an exact hostname, with a trailing slash', () => {
    expect(staticBase('game.example.ru', 'https://game.example.ru/own/', table)).toBe('https://static.example.ru/game/');
  });

  it('picks a domain entry for its subdomains and for the domain itself', () => {
    expect(staticBase('play.example.com', 'https://play.example.com/', table)).toBe('https://cdn.example.com/g/');
    expect(staticBase('example.com', 'https://example.com/', table)).toBe('https://cdn.example.com/g/');
  });

  it('loads beside the page when the hostname is not in the table', () => {
    expect(staticBase('vk-apps.example.org', 'https://vk-apps.example.org/game/', table)).toBe('https://vk-apps.example.org/game/');
    expect(staticBase('notexample.com', 'https://notexample.com/', table)).toBe('https://notexample.com/');
  });
});
