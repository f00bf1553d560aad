import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../model/index.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { InterfaceMode, Quality } from '../model/index.ts';
import { OverlayName, playerAtom } from '../state/atoms.ts';
import { availableLocalesAtom } from '../state/languages.ts';
import { openOverlay } from '../state/overlays.ts';
import { setPush } from '../state/playerSwitches.ts';
import {
  interfaceModeAtom,
  localeAtom,
  qualitySettingAtom,
  setInterfaceMode,
  setQuality,
  setSoundMute,
  soundMutedAtom,
  switchLanguage,
} from '../state/settings.ts';
import { useApi, useAppServices } from './AppServices.tsx';
import { FormError } from './FormError.tsx';
import { FriendsSection } from './FriendsSection.tsx';
import { OverlayFrame } from './OverlayFrame.tsx';
import { useAction } from './useAction.ts';

const qualityLabels: Record<Quality, MessageDescriptor> = {
  LOWEST: msg`Very low`,
  LOW: msg`Low`,
  STANDARD: msg`Standard`,
  HIGH: msg`High`,
  AUTO: msg`Automatic`,
};
const qualityOrder: readonly Quality[] = [Quality.LOWEST, Quality.LOW, Quality.STANDARD, Quality.HIGH, Quality.AUTO];

const modeLabels: Record<InterfaceMode, MessageDescriptor> = {
  ORIGINAL: msg`Original`,
  MODERN: msg`Modern`,
};

/** Language names are written in their own language, so a player who chose wrong can find their way back. */
const languageNames: Record<Locale, string> = { en: 'English', ru: 'Русский' };

/**
 * Settings (product §2): language and interface style (both need a restart), sound and image quality
 * (applied at once). Without a player only the language can change: the rest is stored on the player.
 * The host's invite, post and rate dialogs sit here too, in a "Friends" part (FriendsSection): at most three
 * buttons, so a page of their own would add a step and nothing else.
 */
export function SettingsPage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const api = useApi();
  const services = useAppServices();
  const player = useAtomValue(playerAtom);
  const locale = useAtomValue(localeAtom);
  const muted = useAtomValue(soundMutedAtom);
  const quality = useAtomValue(qualitySettingAtom);
  const mode = useAtomValue(interfaceModeAtom);
  const [chosenLocale, setChosenLocale] = useState<Locale>(locale);
  // Issue 15: the languages the server lists as available (the language entries), read by the lazy content chunk.
  const available = useAtomValue(availableLocalesAtom);
  useEffect(() => void import('../state/content.ts').then((m) => m.loadAvailableLocales(store)), [store]);
  const [modeChanged, setModeChanged] = useState(false);
  // The controls show the asked value while the server call runs, then the stored one.
  const [wantedMute, setWantedMute] = useState<boolean | null>(null);
  const [wantedQuality, setWantedQuality] = useState<Quality | null>(null);
  const [wantedPush, setWantedPush] = useState<boolean | null>(null);

  const languageAction = useAction(() => switchLanguage(player ? api : null, chosenLocale, services.href(), services.navigate));
  const soundAction = useAction(async (mute: boolean) => {
    setWantedMute(mute);
    try {
      await setSoundMute(store, api, mute);
    } finally {
      setWantedMute(null);
    }
  });
  const qualityAction = useAction(async (q: Quality) => {
    setWantedQuality(q);
    try {
      await setQuality(store, api, q);
    } finally {
      setWantedQuality(null);
    }
  });
  const pushAction = useAction(async (push: boolean) => {
    setWantedPush(push);
    try {
      await setPush(store, push);
    } finally {
      setWantedPush(null);
    }
  });
  const modeAction = useAction(async (next: InterfaceMode) => {
    await setInterfaceMode(store, api, next);
    setModeChanged(true);
  });
  const failed = [languageAction, soundAction, qualityAction, pushAction, modeAction].find((a) => a.state.status === 'failed');
  const noPlayer = player === null;

  return (
    <OverlayFrame id="settings-page" title={t`Settings`}>
      <div className="form">
        <fieldset>
          <legend>{t`Language`}</legend>
          {(['ru', 'en'] as const).filter((value) => value === locale || available.includes(value)).map((value) => (
            <label key={value} className="check">
              <input
                type="radio"
                name="language"
                value={value}
                checked={chosenLocale === value}
                onChange={() => setChosenLocale(value)}
              />
              <span lang={value}>{languageNames[value]}</span>
            </label>
          ))}
        </fieldset>
        {chosenLocale !== locale && (
          <div className="form-actions">
            <p className="note">{t`A restart is needed to change the language`}</p>
            <button type="button" className="btn" disabled={languageAction.busy} onClick={() => void languageAction.run()}>
              {t`Restart`}
            </button>
          </div>
        )}

        <label className="check">
          <input
            type="checkbox"
            name="sound"
            checked={!(wantedMute ?? muted)}
            disabled={noPlayer || soundAction.busy}
            onChange={(event) => void soundAction.run(!event.target.checked)}
          />
          <span>{t`Sound`}</span>
        </label>

        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              name="push"
              aria-describedby="settings-push-hint"
              checked={wantedPush ?? player?.push ?? true}
              disabled={noPlayer || pushAction.busy}
              aria-busy={pushAction.busy}
              onChange={(event) => void pushAction.run(event.target.checked)}
            />
            <span>{t`Notifications`}</span>
          </label>
          <p className="note" id="settings-push-hint">
            {t`The game's notices of gifts, mail and events, sent through the site you play on where it can send them.`}
          </p>
        </div>

        <div className="field">
          <label htmlFor="settings-quality">{t`Image quality`}</label>
          <select
            id="settings-quality"
            className="input"
            value={wantedQuality ?? quality}
            disabled={noPlayer || qualityAction.busy}
            onChange={(event) => void qualityAction.run(event.target.value as Quality)}
          >
            {qualityOrder.map((q) => (
              <option key={q} value={q}>
                {i18n._(qualityLabels[q])}
              </option>
            ))}
          </select>
        </div>

        <fieldset disabled={noPlayer || modeAction.busy}>
          <legend>{t`Interface style`}</legend>
          {Object.values(InterfaceMode).map((value) => (
            <label key={value} className="check">
              <input
                type="radio"
                name="interface"
                value={value}
                checked={mode === value}
                onChange={() => void modeAction.run(value)}
              />
              <span>{i18n._(modeLabels[value])}</span>
            </label>
          ))}
        </fieldset>
        {modeChanged && (
          <div className="form-actions">
            <p className="note">{t`A restart is needed to change the interface style`}</p>
            <button type="button" className="btn" onClick={() => services.reload()}>
              {t`Restart`}
            </button>
          </div>
        )}

        {/* The pages settings lead to, in one row of quiet buttons: two gold rows read as two competing primaries. */}
        <div className="form-actions">
          {!noPlayer && (
            <button type="button" id="settings-account" className="btn btn-quiet" onClick={() => openOverlay(store, OverlayName.account)}>
              {t`Account`}
            </button>
          )}
          {services.adapter.accountChoice && !noPlayer && (
            <button type="button" id="settings-account-choice" className="btn btn-quiet" onClick={() => openOverlay(store, OverlayName.accountChoice)}>
              {t`Choose account`}
            </button>
          )}
          <button type="button" id="settings-manual" className="btn btn-quiet" onClick={() => openOverlay(store, OverlayName.manual)}>
            {t`Manual`}
          </button>
          {!noPlayer && (
            <button type="button" id="settings-news" className="btn btn-quiet" onClick={() => openOverlay(store, OverlayName.news)}>
              {t`News`}
            </button>
          )}
        </div>

        {!noPlayer && <FriendsSection />}

        {failed?.state.status === 'failed' && <FormError error={errorMessage(failed.state.error)} />}
      </div>
    </OverlayFrame>
  );
}
