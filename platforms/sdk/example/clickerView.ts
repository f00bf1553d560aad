import type { Currency } from '../index.ts';
import type { Clicker } from './clickerGame.ts';
import type { ClickerTexts } from './clickerTexts.ts';
import { AD_REWARD, coinPackProduct } from './coinPack.ts';

const STYLE = `
#clicker { font: 16px/1.4 system-ui, sans-serif; color: #f4efe6; display: grid; gap: 12px; place-content: center;
  justify-items: center; height: 100%; text-align: center; }
#clicker button { font: inherit; padding: 10px 18px; border-radius: 10px; border: 0; background: #3d7bd9; color: #fff; }
#clicker button:disabled { opacity: .5; }
#clicker #tap { font-size: 28px; width: 160px; height: 160px; border-radius: 50%; background: #d9a53d; color: #140f2a; }
#clicker #coins { font-size: 32px; }
`;

/** Draws the clicker into `root` in plain DOM and redraws it on every change (`render` is its `onChange`). */
export function clickerView(root: HTMLElement, texts: ClickerTexts, currency: Currency | undefined, rewardedAd: boolean) {
  const doc = root.ownerDocument;
  const style = doc.createElement('style');
  style.textContent = STYLE;
  doc.head.append(style);
  const main = doc.createElement('main');
  main.id = 'clicker';
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, id: string, text = ''): HTMLElementTagNameMap[K] => {
    const element = doc.createElement(tag);
    element.id = id;
    element.textContent = text;
    main.append(element);
    return element;
  };
  const status = make('p', 'status');
  status.setAttribute('role', 'status');
  const coins = make('output', 'coins');
  const tap = make('button', 'tap', texts.tap);
  const product = coinPackProduct(currency);
  const buy = make('button', 'buy', texts.buy(product.amount, product.price, currency ?? 'RUB'));
  const ad = make('button', 'ad', texts.ad(AD_REWARD));
  ad.hidden = !rewardedAd;
  const outcome = make('p', 'outcome');
  root.append(main);

  return {
    bind(clicker: Clicker) {
      tap.onclick = () => clicker.tap();
      buy.onclick = () => void clicker.buy();
      ad.onclick = () => void clicker.watchAd({ line: texts.adLine, close: texts.adClose });
    },
    render(clicker: Clicker) {
      const state = clicker.state();
      const kind = state.status.kind;
      main.dataset.status = kind;
      main.dataset.coins = String(state.coins);
      main.dataset.paused = String(state.paused);
      main.dataset.signedIn = String(state.status.kind === 'playing' && state.status.signedIn);
      status.textContent =
        state.status.kind === 'failed' ? texts.failed
        : state.status.kind === 'signingIn' ? texts.signingIn
        : state.paused ? texts.paused
        : state.status.signedIn ? texts.signedIn
        : texts.guest;
      coins.textContent = texts.coins(state.coins);
      const idle = kind === 'playing' && !state.busy;
      tap.disabled = !idle || state.paused;
      buy.disabled = !idle;
      ad.disabled = !idle;
      outcome.dataset.outcome = state.outcome ?? '';
      outcome.textContent = state.outcome ? texts.outcome[state.outcome] : '';
    },
  };
}
