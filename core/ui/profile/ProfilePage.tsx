import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { AccessLevel } from '../../model/index.ts';
import type { ClanProfile, PlayerProfile } from '../../model/index.ts';
import { abbreviateNumber } from '../../rules/index.ts';
import { playerAtom } from '../../state/atoms.ts';
import { startMailWith } from '../../state/mail.ts';
import { loadProfile, profileViewAtom } from '../../state/profile.ts';
import { openProfile, profileTargetAtom } from '../../state/social.ts';
import { warriorClassName } from '../battle/creatureNames.ts';
import { LazyPortrait } from '../figures/LazyPortrait.tsx';
import { skillNames } from '../road/placeLabel.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { OnlineMark } from '../OnlineMark.tsx';
import { OverlayFrame } from '../OverlayFrame.tsx';
import { statusTierNames } from '../gifts/statusTierNames.ts';
// The gift form and the clan controls come with the profile. They were lazy to stay out of the startup chunk (issues
// 12, 13); the profile is itself in the lazy social chunk now (core/ui/socialPages.ts), and apart they were three more
// files of 0.5-0.9 KB gzip, fetched one round trip after the profile opened (issue 26, all JS).
import { AdminClanRename } from '../clan/AdminClanRename.tsx';
import { InviteToClanButton } from '../clan/InviteToClanButton.tsx';
import SendGiftForm from '../gifts/SendGiftForm.tsx';

/**
 * A player's profile or a clan's details, opened from a rating, chat or mail row (product §2: opening it
 * closes those pages, since one overlay is open at a time). A clan's members open their own profiles.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const store = useStore();
  const target = useAtomValue(profileTargetAtom);
  const view = useAtomValue(profileViewAtom);

  useEffect(() => {
    void loadProfile(store);
  }, [store, target]);

  const clan = target?.kind === 'clan';
  const current = view.status !== 'idle' && target && view.target?.kind === target.kind && view.target.id === target.id;
  return (
    <OverlayFrame id="profile-page" title={clan ? t`Clan` : t`Profile`}>
      <div className="social profile" data-kind={target?.kind} data-status={current ? view.status : 'loading'}>
        {(!current || view.status === 'loading') && <p className="note center">{t`Loading…`}</p>}
        {current && view.status === 'failed' && (
          <LoadFailed error={view.error} onRetry={() => void loadProfile(store)} />
        )}
        {current && view.status === 'ready' && view.value.kind === 'player' && <PlayerCard profile={view.value.profile} />}
        {current && view.status === 'ready' && view.value.kind === 'clan' && <ClanCard clan={view.value.profile} />}
      </div>
    </OverlayFrame>
  );
}

function PlayerCard({ profile }: { profile: PlayerProfile }) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const me = useAtomValue(playerAtom);
  const name = profile.name || t`Nameless hero`;
  const level = profile.level;
  const stair = profile.bestVictoryStair;
  const power = abbreviateNumber(profile.power);
  return (
    <div className="profile-card" data-player={profile.id}>
      <p className="profile-name">
        <OnlineMark online={profile.online} />
        <span className="msg-author">{name}</span>
        {me?.id === profile.id && <span className="badge">{t`You`}</span>}
      </p>
      <dl className="profile-facts">
        <dt>{t`Level`}</dt>
        <dd>{level}</dd>
        <dt>{t`Best stair`}</dt>
        <dd>{stair}</dd>
        <dt>{t`Squad power`}</dt>
        <dd>{power}</dd>
        <dt>{t`Status`}</dt>
        <dd className="status-tier" data-tier={profile.statusTier}>
          {i18n._(statusTierNames[profile.statusTier])}
        </dd>
        <dt>{t`Clan`}</dt>
        <dd>
          {profile.clan ? (
            <button type="button" className="link-btn" onClick={() => profile.clan && openProfile(store, { kind: 'clan', id: profile.clan.id })}>
              {profile.clan.name}
            </button>
          ) : (
            t`No clan`
          )}
        </dd>
      </dl>
      <table className="rating-table profile-squad" aria-label={t`Squad`}>
        <thead>
          <tr>
            <th scope="col">{t`Hero`}</th>
            <th scope="col">{t`Level`}</th>
            <th scope="col">{i18n._(skillNames.attack)}</th>
            <th scope="col">{i18n._(skillNames.defence)}</th>
            <th scope="col">{i18n._(skillNames.health)}</th>
          </tr>
        </thead>
        <tbody>
          {profile.squad.map((hero, index) => (
            <tr key={index} data-class={hero.warriorClass}>
              <td>
                {/* Inline, so in a narrow column the name goes under the portrait and the table grows no wider. */}
                <LazyPortrait imageId={hero.imageId} warriorClass={hero.warriorClass} size={24} className="profile-portrait" />{' '}
                {i18n._(warriorClassName(hero.warriorClass))}
              </td>
              <td>{hero.level}</td>
              <td>{abbreviateNumber(hero.attack)}</td>
              <td>{abbreviateNumber(hero.defence)}</td>
              <td>{abbreviateNumber(hero.health)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {me !== null && me.id !== profile.id && (
        <div className="form-actions">
          <button
            type="button"
            className="btn"
            onClick={() =>
              void startMailWith(store, { partner: profile.id, partnerName: profile.name ?? '', support: false, blocked: false })
            }
          >
            {t`Write a letter`}
          </button>
          {me.clanId != null && (
            <InviteToClanButton playerId={profile.id} level={profile.level} inClan={profile.clan !== null} />
          )}
        </div>
      )}
      {me !== null && me.id !== profile.id && (
        <SendGiftForm receiverId={profile.id} />
      )}
    </div>
  );
}

function ClanCard({ clan }: { clan: ClanProfile }) {
  const { t } = useLingui();
  const store = useStore();
  const me = useAtomValue(playerAtom);
  const clanLevel = clan.level;
  const members = clan.membersCurr;
  const online = clan.membersOnline;
  return (
    <div className="profile-card" data-clan={clan.id}>
      <p className="profile-name">
        <span className="msg-author">{clan.name}</span>
      </p>
      <dl className="profile-facts">
        <dt>{t`Clan level`}</dt>
        <dd>{clanLevel}</dd>
        <dt>{t`Members`}</dt>
        <dd>{members}</dd>
        <dt>{t`Online`}</dt>
        <dd>{online}</dd>
      </dl>
      {(me?.accessLevel === AccessLevel.ADMIN || me?.accessLevel === AccessLevel.GOD) && (
        <AdminClanRename clanId={clan.id} name={clan.name} onRenamed={() => void loadProfile(store)} />
      )}
      <ul className="room-list" aria-label={t`Members`}>
        {clan.members.map((member) => {
          const level = member.level;
          return (
            <li key={member.id}>
              <button
                type="button"
                className="room"
                data-member={member.id}
                onClick={() => openProfile(store, { kind: 'player', id: member.id })}
              >
                <span className="room-head">
                  <OnlineMark online={member.online} />
                  <span className="msg-author">{member.name || t`Nameless hero`}</span>
                  <span>{t`level ${level}`}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
