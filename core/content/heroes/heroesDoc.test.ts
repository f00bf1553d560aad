import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heroClasses } from '../../model/index.ts';
import { HERO_ARTIFACTS } from './artifacts.ts';
import { HERO_FORCES } from './forces.ts';
import { HERO_CLASSES } from './heroClasses.ts';
import { HERO_QUALITIES } from './qualities.ts';

const doc = readFileSync(new URL('../HEROES.md', import.meta.url), 'utf8');
const row = (first: string): string[] | undefined => {
  const line = doc.split('\n').find((l) => l.startsWith(`| ${first} |`));
  return line?.split('|').slice(1, -1).map((cell) => cell.trim());
};

describe('HEROES.md', () => {
  it('states every class as the data holds it', () => {
    for (const c of heroClasses) {
      const d = HERO_CLASSES[c];
      const extra = [d.poison ? `poison ${d.poison}` : '', d.immortality ? `immortality ${d.immortality}` : ''].filter(Boolean).join(', ');
      expect(row(c), c).toEqual([
        c, `${d.base.attack} (+${d.growth.attack})`, `${d.base.defence} (+${d.growth.defence})`, `${d.base.health} (+${d.growth.health})`,
        extra, d.qualities.join(', '), String(d.rankCap), d.fixedRank === null ? '' : String(d.fixedRank), d.forces.slice(0, 3).join(', '),
      ]);
    }
  });

  it('states every quality and artifact as the data holds it', () => {
    for (const [q, r] of Object.entries(HERO_QUALITIES)) {
      const cells = row(q === 'top' ? 'top (supreme)' : q);
      expect(cells?.slice(1).map(Number), q).toEqual([r.statFactor, r.forceCount, r.forceCap, r.signatureForceCap, r.slots, r.exchangeTokens]);
    }
    for (const a of Object.values(HERO_ARTIFACTS)) {
      const cells = row(a.id);
      expect(cells?.slice(4), a.id).toEqual([String(a.maxLevel), `${a.price.amount} ${a.price.currency}`, String(a.fromStair)]);
    }
  });

  it('states every force as the data holds it', () => {
    for (const [force, f] of Object.entries(HERO_FORCES)) {
      const pct = (v: number) => (v === 0 ? '' : String(v));
      expect(row(force)?.slice(1, 4), force).toEqual([pct(f.attackPct), pct(f.defencePct), pct(f.healthPct)]);
      const extra = row(force)?.[4] ?? '';
      expect(extra.includes(`per ${f.poisonEvery} ranks`) || f.poisonEvery === 0, force).toBe(true);
      expect(extra.includes(`per ${f.immortalityEvery} ranks`) || f.immortalityEvery === 0, force).toBe(true);
    }
  });
});
