import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, paths } from '../site/router';
import { useServices } from '../site/services';
import { useDocumentTitle } from '../site/title';
import { numberedTable } from '../site/tableTitle';
import { clockOf, formatClock, remainingMs } from '../kit/clock';
import { mustAct, ordered, useMyTables, type MyTable } from './MyTables';
import { setTurnSound, turnSoundWanted } from './TurnNotices';
import { InvitationList } from './Invitations';

/** Finished tables listed (the most recent). */
const FINISHED_SHOWN = 10;

function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

function NoticeSettings() {
  const { t } = useTranslation('common');
  const [sound, setSound] = useState(turnSoundWanted);
  const [permission, setPermission] = useState(
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  return (
    <section className="panel my-tables-notices" aria-labelledby="notices-title">
      <h2 id="notices-title">{t('myTables.notices')}</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={sound}
          onChange={(e) => {
            setSound(e.currentTarget.checked);
            setTurnSound(e.currentTarget.checked);
          }}
        />
        {t('myTables.sound')}
      </label>
      {permission === 'default' && (
        <button type="button" onClick={() => void Notification.requestPermission().then(setPermission)}>
          {t('myTables.allowNotices')}
        </button>
      )}
      {permission === 'granted' && <p className="muted">{t('myTables.noticesOn')}</p>}
      {permission === 'denied' && <p className="muted">{t('myTables.noticesDenied')}</p>}
    </section>
  );
}

function TableRow({ table, now }: { table: MyTable; now: number }) {
  const { t, i18n } = useTranslation('common');
  const { games } = useServices();
  const { forget } = useMyTables();
  const { summary, seat, gameId, matchID } = table;
  const game = games.find((g) => g.id === gameId)?.title ?? gameId;
  // Called by its name when its creator gave it one, with the game and number beside it.
  const numbered = numberedTable(t, { game, number: summary?.tableNumber });
  const name = summary?.tableName?.trim();
  const clock = summary ? clockOf({ clock: summary.clock }) : null;
  const left = remainingMs(clock, seat.playerID, now - table.offsetMs);
  const mine = mustAct(table);
  const status =
    summary === undefined
      ? t('myTables.asking')
      : summary === null
        ? t('myTables.gone')
        : summary.over
          ? summary.winners.includes(seat.playerID)
            ? t('myTables.won')
            : t('myTables.over')
          : !summary.started
            ? t('myTables.waitingPlayers')
            : mine
              ? t('myTables.yourMove')
              : t('myTables.theirMove', {
                  players: summary.acting
                    .map((id) => summary.players.find((p) => String(p.id) === id)?.name ?? id)
                    .join(', '),
                });
  return (
    <li className={`my-table${mine ? ' is-mine' : ''}`} data-testid={`my-table-${matchID}`}>
      <div className="my-table-head">
        <span>
          <strong data-testid="my-table-name">{name || numbered}</strong>
          {name && <span className="muted"> · {numbered}</span>}
        </span>
        <span className={mine ? 'tag tag-turn' : 'tag'}>{status}</span>
      </div>
      {summary && (
        <p className="my-table-players">
          {summary.players.map((p) => (
            <span key={p.id} className={summary.acting.includes(String(p.id)) ? 'is-acting' : undefined}>
              {p.name ?? t('seat.open', { number: p.id + 1 })}
              {p.bot ? ` (${t(`bots.level.${p.bot}`)})` : ''}
              {String(p.id) === seat.playerID ? ` (${t('players.you')})` : ''}
            </span>
          ))}
        </p>
      )}
      <p className="my-table-facts">
        {summary && <span>{t('table.progress', { percent: summary.progress })}</span>}
        {left !== null && (
          <span data-testid="my-clock">{t('myTables.clock', { time: formatClock(left, i18n.language) })}</span>
        )}
      </p>
      <p className="my-table-actions">
        {summary && !summary.over && (
          <Link href={paths.table(gameId, matchID)} className={mine ? 'button primary' : 'button'}>
            {t('myTables.open')}
          </Link>
        )}
        {summary?.over && (
          <Link href={paths.replay(gameId, matchID, seat.playerID)} className="button">
            {t('myTables.replay')}
          </Link>
        )}
        {(summary === null || summary?.over) && (
          <button type="button" onClick={() => forget(gameId, matchID)}>
            {t('myTables.forget')}
          </button>
        )}
      </p>
    </li>
  );
}

/**
 * Every table this browser holds a seat at, those waiting for your move first,
 * with the players, whose move it is, your clock and the progress; recently
 * finished ones with their replay.
 */
export function MyTablesPage() {
  const { t } = useTranslation('common');
  const { tables } = useMyTables();
  const now = useNow(1000);
  useDocumentTitle(t('myTables.title'));
  const list = ordered(tables);
  const finished = list.filter((x) => x.summary?.over).slice(0, FINISHED_SHOWN);
  const open = list.filter((x) => !x.summary?.over);
  return (
    <div className="page my-tables">
      <h1>{t('myTables.title')}</h1>
      <InvitationList />
      {tables.length === 0 ? (
        <p>
          {t('myTables.none')} <Link href={paths.home()}>{t('nav.home')}</Link>
        </p>
      ) : (
        <>
          <ul className="my-table-list" data-testid="my-tables-open">
            {open.map((x) => (
              <TableRow key={`${x.gameId}/${x.matchID}`} table={x} now={now} />
            ))}
          </ul>
          {finished.length > 0 && (
            <>
              <h2>{t('myTables.finished')}</h2>
              <ul className="my-table-list" data-testid="my-tables-finished">
                {finished.map((x) => (
                  <TableRow key={`${x.gameId}/${x.matchID}`} table={x} now={now} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <NoticeSettings />
    </div>
  );
}
