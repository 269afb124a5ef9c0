import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, paths } from '../app/router';
import { useGameInfo, useServices } from '../app/services';
import { NotFound } from '../pages/NotFound';
import { useGameBundle } from '../play/useGameBundle';
import { LocalPlay } from './LocalPlay';
import { LocalSetup, type LocalSetupResult } from './LocalSetup';

/** `/local/:gameId`: hotseat and bot tables on this screen. */
export function LocalPage({ gameId }: { gameId: string }) {
  const { t } = useTranslation('common');
  const services = useServices();
  const info = useGameInfo(gameId);
  const bundle = useGameBundle(gameId);
  const [setup, setSetup] = useState<LocalSetupResult | null>(null);
  const [editing, setEditing] = useState(true);

  if (!info) return <NotFound />;
  if (editing || !setup) {
    return (
      <div className="page">
        <nav className="crumbs">
          <Link href={paths.home()}>{t('nav.home')}</Link> › <Link href={paths.lobby(gameId)}>{info.title}</Link>
        </nav>
        <h1>{t('local.title', { game: info.title })}</h1>
        <LocalSetup
          info={info}
          defaultName={services.seats.playerName()}
          initial={setup ?? undefined}
          onStart={(result) => {
            setSetup(result);
            setEditing(false);
          }}
        />
      </div>
    );
  }
  if (bundle.status === 'error') return <p role="alert" className="error">{bundle.error}</p>;
  if (bundle.status === 'loading') return <p className="page">{t('table.loading')}</p>;
  return (
    <LocalPlay
      gameId={gameId}
      title={info.title}
      game={bundle.game}
      board={bundle.board}
      setupData={setup.setupData}
      plan={setup.plan}
      onChangeSetup={() => setEditing(true)}
    />
  );
}
