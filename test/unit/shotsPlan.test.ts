import { describe, expect, it } from 'vitest';
import { THEME_FROM } from '../../core/scene/road/roadTheme.ts';
import { shotPath, shotPlan, SHOTS } from '../../scripts/shots/plan.ts';

describe('the screenshot plan', () => {
  it('shoots every scene, the road and a battle in every world, and the main overlays, at two sizes in two languages', () => {
    const names = SHOTS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [, world] of THEME_FROM) {
      expect(names).toContain(`road-${world}`);
      expect(names).toContain(`battle-${world}`);
    }
    for (const name of ['selection', 'road-snow', 'road-newyear', 'battle-snow', 'arena', 'battle-arena', 'clan', 'creature', 'wheel'])
      expect(names).toContain(name);
    for (const name of ['heroes', 'bank', 'shops', 'chat', 'forum', 'settings', 'loading']) expect(names).toContain(name);
    expect(shotPlan({})).toHaveLength(SHOTS.length * 2 * 2);
  });

  it('narrows to the named shots, sizes and languages, and refuses a name it does not know', () => {
    const plan = shotPlan({ only: 'road-meadow,arena', sizes: '390x844', langs: 'ru' });
    expect(plan.map((p) => `${p.lang}/${p.size.width}/${p.shot.name}`)).toEqual(['ru/390/road-meadow', 'ru/390/arena']);
    expect(() => shotPlan({ only: 'road-moon' })).toThrow(/unknown road-moon/);
    expect(shotPath('.shots', 'en', { width: 390, height: 844 }, 'clan')).toBe('.shots/en/390x844/clan.png');
  });
});
