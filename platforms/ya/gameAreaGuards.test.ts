import { describe, expect, it } from 'vitest';
import { GAME_AREA_CSS, blockContextMenu, guardGameArea, type GuardedPage } from './gameAreaGuards.ts';

describe('Yandex game area guards (requirements 1.6.1.8, 1.6.2.7, 1.10.2)', () => {
  it('blocks the context menu in the game area but not in a text field', () => {
    let prevented = 0;
    const press = (target: unknown) => blockContextMenu({ target: target as EventTarget, preventDefault: () => void prevented++ });
    press({ closest: () => null });
    press(null);
    expect(prevented).toBe(2);
    press({ closest: (selector: string) => (selector.includes('input') ? {} : null) });
    expect(prevented).toBe(2);
  });

  it('installs the no-selection, no-callout and no-pull-to-refresh rules and the context-menu block on the page', () => {
    const page = new EventTarget();
    const appended: unknown[] = [];
    const doc = Object.assign(page, { createElement: () => ({ textContent: '' }), head: { append: (node: never) => void appended.push(node) } }) as unknown as GuardedPage;
    guardGameArea(doc);
    expect(appended).toEqual([{ textContent: GAME_AREA_CSS }]);
    for (const rule of ['overscroll-behavior:none', 'user-select:none', '-webkit-touch-callout:none']) expect(GAME_AREA_CSS).toContain(rule);
    const menu = new Event('contextmenu', { cancelable: true });
    page.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
  });
});
