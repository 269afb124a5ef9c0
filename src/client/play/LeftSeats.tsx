import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredSeat } from '../site/seatStore';
import { botLevelOf, botName, leftName } from '../site/botSeats';
import { voteOnSeat, type SeatChoice } from '../site/seatApi';
import { errorReason } from '../i18n/errors';

/** A seat as the Lobby API lists it: its data says who plays it. */
interface ListedSeat {
  id: number;
  name?: string;
  data?: unknown;
}

/** A seated person's vote as the server keeps it (leaving/leaving.ts). */
export interface SeatVote {
  voter: string;
  choice: 'open' | 'end';
  seat?: string;
}

interface LeftSeatsProps {
  gameId: string;
  matchID: string;
  /** This browser's seat; null to watch (the panel then only tells). */
  seat: StoredSeat | null;
  players: readonly ListedSeat[];
  votes: readonly SeatVote[];
  /** The seats opened for a new player during the game. */
  openedSeats: readonly string[];
  /** A vote was counted: the table's seats should be read again. */
  onVoted: () => void;
}

const isStandIn = (p: ListedSeat) => (p.data as { standIn?: unknown } | undefined)?.standIn === true;

/**
 * After a player left a started game: who plays their seat now, and the votes
 * of the people still seated to open the seat for a new player or to end the
 * table without a result (a majority decides, on the server). Seats opened on
 * purpose wait for a newcomer.
 */
export function LeftSeats({ gameId, matchID, seat, players, votes, openedSeats, onVoted }: LeftSeatsProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const left = players.filter((p) => leftName(p) !== null);
  const opened = players.filter((p) => !p.name && openedSeats.includes(String(p.id)));
  if (left.length === 0 && opened.length === 0) return null;

  const people = players.filter((p) => p.name && (!botLevelOf(p) || isStandIn(p))).map((p) => String(p.id));
  const needed = Math.floor(people.length / 2) + 1;
  const voter = seat && people.includes(seat.playerID) ? seat : null;
  const mine = votes.find((v) => v.voter === voter?.playerID);
  const count = (choice: SeatChoice) =>
    votes.filter((v) => v.choice === choice.choice && (choice.choice === 'end' || v.seat === choice.seat)).length;

  const vote = async (choice: SeatChoice) => {
    if (!voter) return;
    setBusy(true);
    setError(null);
    const answer = await voteOnSeat(gameId, matchID, voter, choice);
    setBusy(false);
    if (!answer.ok) setError(t('table.voteFailed', { reason: errorReason(t, answer.error) }));
    else onVoted();
  };
  const end: SeatChoice = { choice: 'end' };

  return (
    <section className="panel away-seats" data-testid="left-seats" aria-live="polite">
      {left.map((p) => {
        const open: SeatChoice = { choice: 'open', seat: String(p.id) };
        const level = botLevelOf(p);
        return (
          <div key={p.id} data-testid={`left-${p.id}`}>
            <p>
              {t('table.leftSeat', {
                name: leftName(p),
                bot: level ? botName(t, String(p.id), level) : p.name,
              })}
            </p>
            {voter && (
              <p>
                <button
                  type="button"
                  disabled={busy}
                  aria-pressed={mine?.choice === 'open' && mine.seat === open.seat}
                  onClick={() => void vote(open)}
                >
                  {t('table.voteOpen')}
                </button>{' '}
                <span className="muted">{t('table.votes', { count: count(open), needed })}</span>
              </p>
            )}
          </div>
        );
      })}
      {voter && left.length > 0 && (
        <p>
          <button
            type="button"
            className="danger"
            disabled={busy}
            aria-pressed={mine?.choice === 'end'}
            onClick={() => void vote(end)}
          >
            {t('table.voteEnd')}
          </button>{' '}
          <span className="muted">{t('table.votes', { count: count(end), needed })}</span>
        </p>
      )}
      {opened.map((p) => (
        <p key={p.id} data-testid={`opened-${p.id}`}>
          {t('table.seatOpened', { number: p.id + 1 })}
        </p>
      ))}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
