// Action points left and one button per action with its cost, enabled exactly when
// the engine lists a legal move for it; the chosen action's choices follow (which
// piece, which hex, which exchange), mirroring the highlights on the map.
import type { ReactNode } from 'react';
import { AP_PER_TURN, type TikalMove } from '../../../games/tikal';
import { PlayerName, Tooltip } from '../../kit';
import { ACTIONS, movesOf, type Action, type Mover, type SpaceTargets } from './targets';
import type { Translate } from './text';

interface ActionPanelProps {
  t: Translate;
  ap: number;
  legal: readonly TikalMove[];
  action: Action | null;
  onAction: (a: Action | null) => void;
  /** Choices of the chosen action on the map. */
  targets: SpaceTargets;
  /** Move: the pieces on the chosen hex, and the one chosen. */
  movers: readonly Mover[];
  piece: number | null;
  onPiece: (piece: number) => void;
  onMove: (m: TikalMove) => void;
}

function ApTrack({ t, ap }: { t: Translate; ap: number }) {
  return (
    <div className="tk-ap" data-testid="ap-left" data-ap={ap}>
      <span className="tk-ap-label">{t('board.apLeft', { ap })}</span>
      <span className="tk-ap-pips" aria-hidden="true">
        {Array.from({ length: AP_PER_TURN }, (_, i) => (
          <span key={i} className={i < ap ? 'is-on' : ''} />
        ))}
      </span>
    </div>
  );
}

function ChoiceList({ children }: { children: ReactNode }) {
  return <ul className="tk-choice-list">{children}</ul>;
}

function Exchanges({
  t,
  legal,
  onMove,
}: {
  t: Translate;
  legal: readonly TikalMove[];
  onMove: (m: TikalMove) => void;
}) {
  return (
    <ChoiceList>
      {movesOf(legal, 'exchangeTreasure').map((m) => {
        if (m.move !== 'exchangeTreasure') return null;
        const [give, opponent, take] = m.args;
        return (
          <li key={`${give}-${opponent}-${take}`}>
            <button
              type="button"
              className="tk-choice"
              onClick={() => onMove(m)}
              data-testid={`exchange-${give}-${opponent}-${take}`}
            >
              {t('board.exchangeGive', { give: t(`motifs.${give}`) })} <PlayerName playerID={opponent} />{' '}
              {t('board.exchangeTake', { take: t(`motifs.${take}`) })}
            </button>
          </li>
        );
      })}
    </ChoiceList>
  );
}

export function ActionPanel({
  t,
  ap,
  legal,
  action,
  onAction,
  targets,
  movers,
  piece,
  onPiece,
  onMove,
}: ActionPanelProps) {
  const endTurn = legal.find((m) => m.move === 'endTurn');
  const spaces = [...targets.entries()].sort(([a], [b]) => a - b);
  return (
    <section className="tk-panel tk-actions" aria-label={t('board.actionsTitle')} data-testid="action-panel">
      <ApTrack t={t} ap={ap} />
      <div className="tk-action-buttons">
        {ACTIONS.map((a) => {
          const enabled = movesOf(legal, a).length > 0;
          return (
            <Tooltip key={a} content={t(`actionHelp.${a}`)}>
              <button
                type="button"
                className={['tk-action', action === a ? 'is-chosen' : ''].join(' ')}
                disabled={!enabled}
                aria-pressed={action === a}
                data-testid={`action-${a}`}
                onClick={() => onAction(action === a ? null : a)}
              >
                {t(`actions.${a === 'move' ? 'movePiece' : a}`)}
              </button>
            </Tooltip>
          );
        })}
        <Tooltip content={t('actionHelp.endTurn', { ap })}>
          <button
            type="button"
            className="tk-action primary"
            disabled={!endTurn}
            data-testid="action-endTurn"
            onClick={() => endTurn && onMove(endTurn)}
          >
            {t('actions.endTurn')}
          </button>
        </Tooltip>
      </div>
      {action === 'move' && movers.length > 1 && (
        <div className="tk-sub" role="group" aria-label={t('board.whichPiece')}>
          <span>{t('board.whichPiece')}</span>
          {movers.map((m) => (
            <button
              key={m.piece}
              type="button"
              aria-pressed={piece === m.piece}
              data-testid={`piece-${m.piece}`}
              className={piece === m.piece ? 'is-chosen' : ''}
              onClick={() => onPiece(m.piece)}
            >
              {t(`pieces.${m.kind}`)}
              {m.used ? ` (${t('board.usedThisTurn')})` : ''}
            </button>
          ))}
        </div>
      )}
      {action === 'move' && piece === null && <p className="tk-hint">{t('board.pickPiece')}</p>}
      {action === 'exchangeTreasure' && <Exchanges t={t} legal={legal} onMove={onMove} />}
      {action !== null && action !== 'exchangeTreasure' && spaces.length > 0 && (
        <>
          <p className="tk-hint">{t('board.pickHex')}</p>
          <ChoiceList>
            {spaces.map(([space, target]) => (
              <li key={space}>
                <button
                  type="button"
                  className="tk-choice"
                  onClick={() => onMove(target.move)}
                  data-testid={`choice-${space}`}
                >
                  {t('board.spaceCost', { space, cost: target.cost })}
                </button>
              </li>
            ))}
          </ChoiceList>
        </>
      )}
    </section>
  );
}
