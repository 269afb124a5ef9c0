import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, paths } from '../site/router';
import { useGameInfo, useServices } from '../site/services';
import { NotFound } from '../pages/NotFound';
import { useGameBundle } from '../play/useGameBundle';
import { botName } from '../site/botSeats';
import { newLocalMatchID } from './localGame';
import { LocalPlay } from './LocalPlay';
import { savedGame, saveGame } from './savedGame';
import { LocalSetup, type LocalSetupResult } from './LocalSetup';
import { humanName } from './seatPlan';

/** The set-up page's `?seed=`: the first game started from it is dealt from that seed. */
function seedFromAddress(): string | null {
  return new URLSearchParams(window.location.search).get('seed');
}

/** `/local/:gameId`: hotseat and bot tables on this screen. */
export function LocalPage({ gameId }: { gameId: string }) {
  const { t } = useTranslation('common');
  const services = useServices();
  const info = useGameInfo(gameId);
  const bundle = useGameBundle(gameId);
  const [saved, setSaved] = useState(() => savedGame(gameId));
  const [setup, setSetup] = useState<LocalSetupResult | null>(null);
  const [matchID, setMatchID] = useState<string | null>(null);
  const [editing, setEditing] = useState(true);

  const play = (result: LocalSetupResult, id: string) => {
    const game = { matchID: id, setupData: result.setupData, plan: result.plan };
    saveGame(gameId, game);
    setSaved(game);
    setSetup(result);
    setMatchID(id);
    setEditing(false);
  };

  const markFinished = useCallback(() => {
    const current = savedGame(gameId);
    if (!current || current.matchID !== matchID || current.finished) return;
    const done = { ...current, finished: true };
    saveGame(gameId, done);
    setSaved(done);
  }, [gameId, matchID]);

  if (!info) return <NotFound />;
  if (editing || !setup || !matchID) {
    return (
      <div className="page">
        <nav className="crumbs">
          <Link href={paths.home()}>{t('nav.home')}</Link> › <Link href={paths.lobby(gameId)}>{info.title}</Link>
        </nav>
        <h1>{t('local.title', { game: info.title })}</h1>
        {saved && !saved.finished && (
          <section className="panel saved-game" aria-labelledby="saved-title">
            <h2 id="saved-title">{t('local.savedTitle')}</h2>
            <p>
              {saved.plan
                .map((p, i) => (p.kind === 'human' ? humanName(p.name, i, t) : botName(t, String(i), p.level)))
                .join(', ')}
            </p>
            <button
              type="button"
              className="primary"
              onClick={() => play({ setupData: saved.setupData, plan: saved.plan }, saved.matchID)}
            >
              {t('local.continue')}
            </button>
          </section>
        )}
        <LocalSetup
          info={info}
          defaultName={services.seats.playerName()}
          initial={setup ?? undefined}
          onStart={(result) => play(result, newLocalMatchID(seedFromAddress()))}
        />
      </div>
    );
  }
  if (bundle.status === 'error')
    return (
      <p role="alert" className="error">
        {bundle.error}
      </p>
    );
  if (bundle.status === 'loading') return <p className="page">{t('table.loading')}</p>;
  return (
    <LocalPlay
      gameId={gameId}
      title={info.title}
      game={bundle.game}
      board={bundle.board}
      setupData={setup.setupData}
      plan={setup.plan}
      matchID={matchID}
      onRestart={() => play(setup, newLocalMatchID())}
      onChangeSetup={() => setEditing(true)}
      onFinished={markFinished}
    />
  );
}
