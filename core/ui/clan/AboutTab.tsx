import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CLAN_FREE_THEME_CHANGES, CLAN_TEXT_MAX, CLAN_THEME_PRICE_GEMS, ClanPermission } from '../../model/index.ts';
import type { MyClan } from '../../model/index.ts';
import { clanBusyAtom } from '../../state/clan.ts';
import { refreshClanAbout, restoreClanAbout, setClanAbout, setClanAdvertisement, setClanTheme } from '../../state/clanSocial.ts';
import type { ClanTabProps } from './clanTabProps.ts';
import { CLAN_PALETTES } from '../../content/clanThemes.ts';
import { permissionHolders } from './permissionHolders.ts';
import './clanSocial.css';

/** The clan's description, advertisement and theme (product §2), each editable by the roles that may. */
export function AboutTab({ mine }: ClanTabProps) {
  const { t } = useLingui();
  const store = useStore();
  useEffect(() => {
    void refreshClanAbout(store);
  }, [store]);
  const description = mine.clan.description ?? t`A clan of brave heroes. The leader has not written about it yet.`;
  return (
    <>
      <TextEditor
        id="clan-about"
        title={t`Description`}
        current={description}
        permission={ClanPermission.EDIT_ABOUT}
        mine={mine}
        save={setClanAbout}
        restore={mine.clan.description === null ? undefined : restoreClanAbout}
      />
      <TextEditor
        id="clan-ad-edit"
        title={t`Advertisement`}
        current={mine.clan.advertisement}
        permission={ClanPermission.EDIT_ADVERTISEMENT}
        mine={mine}
        save={setClanAdvertisement}
      />
      <ThemePicker mine={mine} />
    </>
  );
}

interface TextEditorProps {
  id: string;
  title: string;
  current: string;
  permission: ClanPermission;
  mine: MyClan;
  save: (store: ReturnType<typeof useStore>, text: string) => Promise<boolean>;
  restore?: ((store: ReturnType<typeof useStore>) => Promise<boolean>) | undefined;
}

function TextEditor({ id, title, current, permission, mine, save, restore }: TextEditorProps) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const [text, setText] = useState<string | null>(null);
  const may = mine.permissions.includes(permission);
  const who = permissionHolders(i18n, permission);
  const length = (text ?? '').length;
  const max = CLAN_TEXT_MAX;
  return (
    <section className="clan-about" id={id}>
      <h3 className="clan-h">{title}</h3>
      {text === null ? (
        <>
          <p className="clan-about-text">{current === '' ? <span className="clan-empty">{t`Nothing yet.`}</span> : current}</p>
          {may ? (
            <div className="form-actions">
              <button type="button" className="btn btn-quiet clan-edit" disabled={busy} onClick={() => setText(current)}>{t`Edit`}</button>
              {restore && (
                <button type="button" className="btn btn-quiet" disabled={busy} onClick={() => void restore(store)}>{t`Restore the default`}</button>
              )}
            </div>
          ) : (
            <p className="clan-sub">{t`Editable by: ${who}.`}</p>
          )}
        </>
      ) : (
        <form
          className="clan-donate"
          onSubmit={(event) => {
            event.preventDefault();
            void save(store, text).then((done) => done && setText(null));
          }}
        >
          <textarea className="clan-textarea" value={text} maxLength={CLAN_TEXT_MAX} rows={3} onChange={(e) => setText(e.target.value)} />
          <span className="clan-sub clan-counter">{t`${length} of ${max} characters`}</span>
          <div className="form-actions">
            <button type="submit" className="btn clan-save" disabled={busy || text.trim() === ''}>{t`Save`}</button>
            <button type="button" className="btn btn-quiet" onClick={() => setText(null)}>{t`Cancel`}</button>
          </div>
        </form>
      )}
    </section>
  );
}

function ThemePicker({ mine }: ClanTabProps) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const busy = useAtomValue(clanBusyAtom);
  const may = mine.permissions.includes(ClanPermission.CHANGE_THEME);
  const who = permissionHolders(i18n, ClanPermission.CHANGE_THEME);
  const freeLeft = Math.max(0, CLAN_FREE_THEME_CHANGES - mine.clan.themeChanges);
  const price = CLAN_THEME_PRICE_GEMS;
  const gems = mine.clan.treasury.GEMS;
  const poor = freeLeft === 0 && gems < price;
  return (
    <section className="clan-about" id="clan-theme">
      <h3 className="clan-h">{t`Theme`}</h3>
      <div className="clan-swatches" role="radiogroup" aria-label={t`Theme`}>
        {CLAN_PALETTES.map(({ banner: color }, theme) => {
          const number = theme + 1;
          return (
            <button
              key={theme}
              type="button"
              role="radio"
              className="clan-swatch"
              data-theme={theme}
              aria-checked={mine.clan.theme === theme}
              aria-label={t`Theme ${number}`}
              style={{ background: color }}
              disabled={!may || busy || poor || mine.clan.theme === theme}
              onClick={() => void setClanTheme(store, theme)}
            />
          );
        })}
      </div>
      {!may ? (
        <p className="clan-sub">{t`The theme is chosen by: ${who}.`}</p>
      ) : freeLeft > 0 ? (
        <p className="clan-sub" id="clan-theme-price">
          {i18n._(
            msg`${plural(freeLeft, {
              one: `# free change left, then ${price} emeralds from the treasury`,
              other: `# free changes left, then ${price} emeralds from the treasury`,
            })}`,
          )}
        </p>
      ) : (
        <p className={poor ? 'clan-warn' : 'clan-sub'} id="clan-theme-price">
          {t`A change costs ${price} emeralds from the treasury (it holds ${gems}).`}
        </p>
      )}
    </section>
  );
}
