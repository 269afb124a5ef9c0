// The panels beside the map: your hand (with discard-and-draw), the deck and the
// display (with drawing), the pieces picked and the ways to pay for them, the
// feats and the expeditions in play, and the score track.
import type { ReactNode } from 'react';
import {
  BIOMES, EXPEDITIONS, FEAT_COPIES, FEATS, TOTEM, type Biome, type IwariMove, type IwariState, type PlayerID,
} from '../../../games/iwari';
import type { SeatInfo } from '../../kit';
import { Card, TentIcon } from './pieces';
import { markPaid, type PlaceMove, type Selection } from './selection';
import { tribeName, type Translate } from './text';

export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="iw-panel" aria-label={title} data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** Your cards; while you may discard, a button per biome in hand. Paid cards are marked when a payment is hovered. */
export function HandPanel({ t, hand, legal, paying, onMove }: {
  t: Translate; hand: readonly Biome[]; legal: readonly IwariMove[]; paying: readonly Biome[] | null; onMove: (m: IwariMove) => void;
}) {
  const discards = legal.filter((m): m is Extract<IwariMove, { move: 'discard' }> => m.move === 'discard');
  const pass = legal.find((m) => m.move === 'pass');
  const cards = markPaid(hand, paying ?? []);
  return (
    <Panel title={t('board.hand')} testId="hand">
      {discards.length > 0 && (
        <div className="iw-buttons">
          {discards.map((m) => (
            <button key={m.args[0]} type="button" className="iw-discard" onClick={() => onMove(m)}>
              {t('board.discard', { card: t(`biome.${m.args[0]}`) })}
            </button>
          ))}
        </div>
      )}
      {pass && <button type="button" onClick={() => onMove(pass)}>{t('move.pass')}</button>}
      <div className="iw-cards">
        {hand.length === 0 ? <span className="iw-muted">{t('board.noCards')}</span> : cards.map(({ card, paid }, i) => (
          <span key={i} className={paid ? 'iw-hand-card is-paid' : 'iw-hand-card'}>
            <Card biome={card} name={t(`biome.${card}`)} />
          </span>
        ))}
      </div>
    </Panel>
  );
}

/** The deck's size, the display, the discard pile; a button per source while drawing. */
export function CardsPanel({ t, G, legal, onMove }: { t: Translate; G: IwariState; legal: readonly IwariMove[]; onMove: (m: IwariMove) => void }) {
  const draws = legal.filter((m): m is Extract<IwariMove, { move: 'draw' }> => m.move === 'draw');
  const fromDeck = draws.find((m) => m.args[0] === 'deck');
  const fromDisplay = new Set(draws.map((m) => m.args[0]));
  return (
    <Panel title={t('board.cards')} testId="cards">
      <div className="iw-deck-row">
        {fromDeck ? (
          <button type="button" className="iw-deck" onClick={() => onMove(fromDeck)}>{t('board.drawDeck', { count: G.deckSize })}</button>
        ) : (
          <span className="iw-deck" data-testid="deck">{t('board.deck', { count: G.deckSize })}</span>
        )}
        <span className="iw-muted">{t(`board.exhausted${Math.min(G.exhaustions, 2)}`)}</span>
      </div>
      <div className="iw-display" aria-label={t('board.display')}>
        {G.display.map((b, i) => (fromDisplay.has(b) ? (
          <button key={i} type="button" className="iw-display-card" onClick={() => onMove({ move: 'draw', args: [b] })}
            aria-label={t('board.takeCard', { card: t(`biome.${b}`) })}>
            <Card biome={b} name={t(`biome.${b}`)} />
          </button>
        ) : (
          <span key={i} className="iw-display-card"><Card biome={b} name={t(`biome.${b}`)} /></span>
        )))}
        {G.display.length === 0 && <span className="iw-muted">{t('board.displayEmpty')}</span>}
      </div>
      <p className="iw-discard-pile">
        {t('board.discardPile')}{' '}
        {BIOMES.map((b) => <span key={b} className="iw-pile"><Card biome={b} name={`${t(`biome.${b}`)} ${G.discard[b]}`} small /></span>)}
      </p>
    </Panel>
  );
}

/** The pieces picked and each way to pay for exactly them. */
export function PlacementPanel({ t, sel, payments, neutral, onPay, onHover, onClear }: {
  t: Translate; sel: Selection; payments: readonly PlaceMove[]; neutral: boolean;
  onPay: (m: PlaceMove) => void; onHover: (cards: readonly Biome[] | null) => void; onClear: () => void;
}) {
  if (sel.territory === null) {
    return (
      <Panel title={t(neutral ? 'board.neutralMove' : 'board.placing')} testId="placement">
        <p className="iw-hint">{t(neutral ? 'board.pickNeutral' : 'board.pick')}</p>
      </Panel>
    );
  }
  const tents = sel.pieces.filter((p) => p !== TOTEM);
  const totems = sel.pieces.length - tents.length;
  return (
    <Panel title={t(neutral ? 'board.neutralMove' : 'board.placing')} testId="placement">
      <p>{t('board.picked', { territory: sel.territory, tents: tents.length > 0 ? tents.join(', ') : '–', totems })}</p>
      {payments.length === 0 ? <p className="iw-hint">{t('board.pickMore')}</p> : (
        <div className="iw-buttons">
          {payments.map((m, i) => (
            <button
              key={i} type="button" className="iw-pay" onClick={() => onPay(m)}
              onMouseEnter={() => onHover(m.args[2])} onMouseLeave={() => onHover(null)} onFocus={() => onHover(m.args[2])} onBlur={() => onHover(null)}
            >
              {t('board.pay')}{' '}
              {m.args[2].map((c, k) => <Card key={k} biome={c} name={t(`biome.${c}`)} small />)}
            </button>
          ))}
        </div>
      )}
      <button type="button" className="iw-clear" onClick={onClear}>{t('board.clear')}</button>
    </Panel>
  );
}

/** The feat waiting to be placed: a button per place it may go. */
export function FeatChoicePanel({ t, legal, feat, onMove }: { t: Translate; legal: readonly IwariMove[]; feat: string; onMove: (m: IwariMove) => void }) {
  return (
    <Panel title={t('board.placeFeat', { feat: t(`feats.${feat}`) })} testId="feat-choice">
      <p className="iw-hint">{t(`featHelp.${feat}`)}</p>
      <div className="iw-buttons">
        {legal.map((m, i) => (m.move === 'featOnTerritory' || m.move === 'featOnConnection') && (
          <button key={i} type="button" onClick={() => onMove(m)}>
            {m.move === 'featOnTerritory' ? m.args[0] : t('board.connectionNo', { n: m.args[0] })}
          </button>
        ))}
      </div>
    </Panel>
  );
}

/** Every feat: who earned it and where it lies. */
export function FeatsPanel({ t, G, seats }: { t: Translate; G: IwariState; seats: readonly SeatInfo[] }) {
  const placed = (feat: string): string[] => [
    ...Object.entries(G.featsOnTerritories).flatMap(([where, fs]) => fs.filter((f) => f === feat).map(() => where)),
    ...Object.entries(G.featsOnConnections).flatMap(([n, fs]) => fs.filter((f) => f === feat).map(() => t('board.connectionNo', { n }))),
  ];
  return (
    <Panel title={t('board.feats')} testId="feats">
      <ul className="iw-list">
        {FEATS.map((f) => (
          <li key={f} title={t(`featHelp.${f}`)}>
            <strong>{t(`feats.${f}`)}</strong> ({G.featsEarned[f].length}/{FEAT_COPIES[f]}){' '}
            {G.featsEarned[f].length === 0 ? t('board.notEarned')
              : G.featsEarned[f].map((p) => tribeName(t, p, seats)).join(', ')}
            {placed(f).length > 0 && ` → ${placed(f).join(', ')}`}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function ExpeditionsPanel({ t, G, seats }: { t: Translate; G: IwariState; seats: readonly SeatInfo[] }) {
  return (
    <Panel title={t('board.expeditions')} testId="expeditions">
      <ul className="iw-list">
        {G.expeditions.map((e) => (
          <li key={e.id}>
            <strong>{e.id}</strong> {t(`expedition.${e.id}`)} ({EXPEDITIONS[e.id].points.join(' / ')}){' '}
            {e.achievers.length > 0 && `✓ ${e.achievers.map((p) => tribeName(t, p, seats)).join(', ')}`}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The score track: every player's marker (their tent shape) at their score. */
export function ScoreTrack({ t, G, seats }: { t: Translate; G: IwariState; seats: readonly SeatInfo[] }) {
  const max = Math.max(50, ...G.playOrder.map((p) => G.scores[p]));
  return (
    <div className="iw-track" aria-label={t('board.scoreTrack')} data-testid="score-track">
      <div className="iw-track-line" />
      {G.playOrder.map((p: PlayerID, i) => (
        <span key={p} className="iw-track-marker" style={{ left: `${(G.scores[p] / max) * 100}%`, top: `${2 + i * 3}px` }}>
          <TentIcon tribe={p} label={`${tribeName(t, p, seats)}: ${G.scores[p]}`} size={14} />
        </span>
      ))}
      <span className="iw-track-scale">0</span>
      <span className="iw-track-scale is-end">{max}</span>
    </div>
  );
}
