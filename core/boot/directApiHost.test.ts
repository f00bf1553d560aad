import { describe, expect, it } from 'vitest';
import { directApiHost } from './directApiHost.ts';

describe('directApiHost (technical §8 "Switch to a direct domain")', () => {
  const table = { 'game.example.ru': 'https://api.example.ru/', '.example.com': 'https://api.example.com' };

  it('answers the origin mapped to the hostname, without a trailing slash', () => {
    expect(directApiHost('game.example.ru', table)).toBe('https://api.example.ru');
    expect(directApiHost('play.example.com', table)).toBe('https://api.example.com');
  });

  it('answers null for a hostname the build has no direct host for', () => {
    expect(directApiHost('vk-apps.example.org', table)).toBeNull();
  });
});
