import { useAtomValue } from 'jotai';
import { actingAsAtom } from '../../state/actingAs.ts';
import { gameBanAtom } from '../../state/gameBan.ts';
import { ActingBar } from './ActingBar.tsx';
import { GameBanPage } from './GameBanPage.tsx';

/**
 * What the shell shows for moderation (issue 15), one lazy chunk for both: the acting bar at the top while a
 * moderator is logged in as a player, and the game-ban page (fixed over the whole screen) while a game ban is in force.
 */
export function ModerationNotices() {
  const acting = useAtomValue(actingAsAtom) !== null;
  const gameBanned = useAtomValue(gameBanAtom) !== null;
  return (
    <>
      {acting && <ActingBar />}
      {gameBanned && <GameBanPage />}
    </>
  );
}
