import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CLAN_BOSS, clockText } from '../../rules/index.ts';
import { clanBossAtom, clanBossBusyAtom, joinClanBoss, loadClanBoss, openClanBoss } from '../../state/clanBoss.ts';
import { multiBattleNewsAtom } from '../../state/multiBattleNews.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { useServerNow } from '../useServerNow.ts';
import './clanBoss.css';

/**
 * The clan boss on the Raid tab (issue 14): open it for the clan, or join the one gathering; the clan channel's
 * MULTI_BATTLE pushes and the end of the gathering window load it again.
 */
export function ClanBossBox() {
  const { t } = useLingui();
  const store = useStore();
  const boss = useAtomValue(clanBossAtom);
  const busy = useAtomValue(clanBossBusyAtom);
  const news = useAtomValue(multiBattleNewsAtom);
  const serverNow = useServerNow();
  useEffect(() => {
    void loadClanBoss(store);
  }, [store, news]);
  const gathering = boss.status === 'ready' && boss.value.battle !== null && !boss.value.battle.started;
  const windowOver = gathering && boss.value.battle !== null && boss.value.battle.gatherUntil <= serverNow;
  useEffect(() => {
    if (windowOver) void loadClanBoss(store);
  }, [store, windowOver]);

  const max = CLAN_BOSS.maxPlayers;
  return (
    <section className="raid-box clan-boss" id="clan-boss" aria-labelledby="clan-boss-title">
      <h3 className="clan-h" id="clan-boss-title">{t`Clan boss`}</h3>
      <p className="clan-sub">{t`Fight a boss together: up to ${max} members, each with their own squad, moving in turns.`}</p>
      {boss.status === 'failed' ? (
        <LoadFailed error={boss.error} onRetry={() => void loadClanBoss(store)} />
      ) : boss.status !== 'ready' ? (
        <p className="message" role="status">{t`Loading…`}</p>
      ) : boss.value.battle === null ? (
        <button type="button" className="btn" id="clan-boss-open" disabled={busy} onClick={() => void openClanBoss(store)}>
          {t`Call the clan to the boss`}
        </button>
      ) : boss.value.battle.started ? (
        <p className="raid-line" id="clan-boss-fighting">{t`Your clan is fighting the boss now. When it is over, call the clan again.`}</p>
      ) : (
        <Gathering
          names={boss.value.battle.participants.map((p) => p.name)}
          left={clockText(Math.max(0, boss.value.battle.gatherUntil - serverNow))}
          joined={boss.value.joined}
          busy={busy}
          onJoin={() => void joinClanBoss(store, boss.value.battle?.id ?? 0)}
        />
      )}
    </section>
  );
}

function Gathering({ names, left, joined, busy, onJoin }: { names: string[]; left: string; joined: boolean; busy: boolean; onJoin: () => void }) {
  const { t } = useLingui();
  const count = names.length;
  const who = names.join(', ');
  return (
    <>
      <p className="raid-line" id="clan-boss-gathering">
        {t`${plural(count, { one: '# fighter is', other: '# fighters are' })} gathering (${who}): the battle starts in ${left}.`}
      </p>
      {!joined && (
        <button type="button" className="btn" id="clan-boss-join" disabled={busy} onClick={onJoin}>
          {t`Join the fight`}
        </button>
      )}
    </>
  );
}
