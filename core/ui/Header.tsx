import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../i18n/errorMessage.ts';
import { AccessLevel, ARENA_BUTTON_LEVEL, CLAN_BUTTON_LEVEL, hasModeratorAccess } from '../model/index.ts';
import { abbreviateNumber } from '../rules/index.ts';
import { arenaAttackNoticeAtom } from '../state/arenaAttackNotice.ts';
import { OverlayName, playerAtom } from '../state/atoms.ts';
import { logout } from '../state/session.ts';
import { openOverlayAtom, showToastAtom } from '../state/overlays.ts';
import { useApi, useAppServices } from './AppServices.tsx';
import { ResourceIcon, type HeaderResource } from './ResourceIcon.tsx';
import { SocialButtons } from './chat/SocialButtons.tsx';
import { useAction } from './useAction.ts';
import { useOverflowMenu } from './useOverflowMenu.ts';

const resourceNames: Record<HeaderResource, MessageDescriptor> = {
  gold: msg`Gold`,
  crystal: msg`Red crystals`,
  elixir: msg`Blue crystals`,
  mithril: msg`Emeralds`,
};
const resources: readonly HeaderResource[] = ['gold', 'crystal', 'elixir', 'mithril'];

/**
 * The header above the canvas (technical §2): the player's name, level and experience, currencies, and the
 * settings button. Account buttons (register for trial players, login, logout) appear where the host page
 * wants our account chrome (`adapter.chrome.header`); elsewhere the host owns the account. The actions are in
 * priority order (buying and registering first: what a host operator most needs in reach), and those that do not fit the width go behind a menu button (useOverflowMenu), so a 320-px phone
 * reaches every one of them.
 */
export function Header() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const services = useAppServices();
  const player = useAtomValue(playerAtom);
  const arenaAttacked = useAtomValue(arenaAttackNoticeAtom);
  const open = useSetAtom(openOverlayAtom);
  const toast = useSetAtom(showToastAtom);
  const logoutAction = useAction(async () => {
    try {
      await logout(api, services.forgetAuthorization, services.reload);
    } catch (error: unknown) {
      toast(i18n._(errorMessage(error)));
    }
  });
  const menu = useOverflowMenu();
  const accountChrome = services.adapter.chrome.header;
  // A host that asks games to show its account's picture hands it over (`hostPlayer`); others have none.
  const avatarUrl = services.adapter.hostPlayer?.()?.avatarUrl ?? null;
  const trial = player?.accessLevel === AccessLevel.TRIAL;

  const level = player?.level ?? 0;
  const expPercent = player && player.maxExp > 0 ? Math.min(100, (player.currentExp / player.maxExp) * 100) : 0;

  return (
    <header
      id="header"
      className="header"
      data-gold={player?.gold}
      data-exp={player?.currentExp}
      data-level={player?.level}
      data-mithril={player?.mithril}
    >
      {player && (
        <>
          {avatarUrl && <HostAvatar url={avatarUrl} />}
          <span className="header-name" title={player.name}>
            {player.name}
          </span>
          <span className="header-level">
            <span>{t`Level ${level}`}</span>
            <span
              className="exp-bar"
              role="progressbar"
              aria-label={t`Experience`}
              aria-valuemin={0}
              aria-valuemax={player.maxExp}
              aria-valuenow={player.currentExp}
            >
              <span className="exp-fill" style={{ width: `${expPercent}%`, display: 'block' }} />
            </span>
          </span>
          <ul className="header-res">
            {resources.map((resource) => {
              const name = i18n._(resourceNames[resource]);
              return (
                <li key={resource} title={name} data-resource={resource}>
                  <ResourceIcon resource={resource} />
                  <span className="visually-hidden">{name}</span>
                  <span>{abbreviateNumber(player[resource])}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <nav ref={menu.navRef} className="header-actions" aria-label={t`Game menu`} onKeyDown={menu.onKeyDown}>
        <div ref={menu.barRef} id="header-bar" className="header-bar" data-open={menu.open}>
          {/* A host whose bank needs its account shows the bank to a guest too: the bank says to sign in first. */}
          {player && (services.adapter.capabilities.payments || services.adapter.openPayPage !== undefined || services.adapter.signInToPay) && (
            <button type="button" className="btn" id="buy-emeralds" onClick={() => open(OverlayName.bank)}>
              {t`Buy emeralds`}
            </button>
          )}
          {accountChrome && player && trial && (
            <button type="button" className="btn" id="header-register" onClick={() => open(OverlayName.register)}>
              {t`Register`}
            </button>
          )}
          {player && (
            <button type="button" className="icon-btn" id="header-heroes" onClick={() => open(OverlayName.heroes)}>
              {t`Heroes`}
            </button>
          )}
          {player && <SocialButtons />}
          {player && (
            <button
              type="button"
              className="icon-btn"
              id="header-rewards"
              data-news={player.haveCompletedTasks || player.giftNews}
              onClick={() => open(OverlayName.rewards)}
            >
              {t`Rewards`}
              {(player.haveCompletedTasks || player.giftNews) && (
                <span className="header-news" role="img" aria-label={t`a reward is waiting`} />
              )}
            </button>
          )}
          {player && (
            <button type="button" className="icon-btn" id="header-shops" onClick={() => open(OverlayName.shops)}>
              {t({ context: 'header', message: 'Shop' })}
            </button>
          )}
          {player && level >= CLAN_BUTTON_LEVEL && (
            <button type="button" className="icon-btn" id="header-clan" onClick={() => open(OverlayName.clan)}>
              {t`Clan`}
            </button>
          )}
          {player && level >= ARENA_BUTTON_LEVEL && (
            <button type="button" className="icon-btn" id="header-arena" data-news={arenaAttacked} onClick={() => open(OverlayName.arena)}>
              {t`Arena`}
              {arenaAttacked && <span className="header-news" role="img" aria-label={t`you were attacked in the arena`} />}
            </button>
          )}
          {player && (
            <button type="button" className="icon-btn" id="header-forum" onClick={() => open(OverlayName.forum)}>
              {t`Forum`}
            </button>
          )}
          {player && hasModeratorAccess(player.accessLevel) && (
            <button type="button" className="icon-btn" id="header-moderation" onClick={() => open(OverlayName.moderation)}>
              {t`Moderation`}
            </button>
          )}
          <button type="button" className="icon-btn" onClick={() => open(OverlayName.settings)}>
            {t`Settings`}
          </button>
          {accountChrome && (!player || trial) && (
            <button type="button" className="icon-btn" id="header-login" onClick={() => open(OverlayName.login)}>
              {t`Sign in`}
            </button>
          )}
          {accountChrome && player && !trial && (
            <button
              type="button"
              className="icon-btn"
              id="header-logout"
              disabled={logoutAction.busy}
              onClick={() => void logoutAction.run()}
            >
              {t`Sign out`}
            </button>
          )}
        </div>
        <button
          ref={menu.buttonRef}
          type="button"
          id="header-menu"
          className={menu.overflowing || menu.open ? 'icon-btn header-menu-btn' : 'icon-btn header-menu-btn idle'}
          aria-expanded={menu.open}
          aria-controls="header-bar"
          aria-hidden={!(menu.overflowing || menu.open)}
          tabIndex={menu.overflowing || menu.open ? 0 : -1}
          onClick={menu.toggle}
        >
          <span aria-hidden="true">☰</span> {t`Menu`}
          {/* Arena comes late in the list, so when the bar overflows it is behind the menu: the marker shows here too. */}
          {arenaAttacked && menu.overflowing && !menu.open && <span className="header-news" data-news-of="arena" aria-hidden="true" />}
        </button>
      </nav>
    </header>
  );
}

/** The host account's picture beside the name; decorative (the name says who), gone if it fails to load. */
function HostAvatar({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="header-avatar" src={url} alt="" width={24} height={24} referrerPolicy="no-referrer" onError={() => setFailed(true)} />;
}
