import { describe, expect, it } from 'vitest';
import { lookupHost } from './lookupHost.ts';

describe('lookupHost (README "Hosts": STATIC_HOSTS, DIRECT_API_HOSTS)', () => {
  const table = {
    'play.example.com': 'exact',
    '.example.com': 'domain',
    '.example.ru': 'ru',
  };

  it('prefers an exact hostname over a domain entry that also covers it', () => {
    expect(lookupHost('play.example.com', table)).toBe('exact');
  });

  it('maps a domain entry to its subdomains at any depth and to the domain itself', () => {
    expect(lookupHost('a.b.example.com', table)).toBe('domain');
    expect(lookupHost('example.com', table)).toBe('domain');
    expect(lookupHost('game.example.ru', table)).toBe('ru');
  });

  it('answers null for a hostname that only shares a suffix of letters, or is not in the table', () => {
    expect(lookupHost('notexample.com', table)).toBeNull();
    expect(lookupHost('example.org', table)).toBeNull();
    expect(lookupHost('example.com', {})).toBeNull();
  });

  it('treats a key without a leading dot as one hostname only', () => {
    expect(lookupHost('www.play.example.com', { 'play.example.com': 'exact' })).toBeNull();
  });
});
