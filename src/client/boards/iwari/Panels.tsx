// The panels beside the map: your hand (with discard-and-draw), the deck and the
// display (with drawing), the pieces picked and the ways to pay for them, the
// feats and the expeditions in play, and the score track.
import type { ReactNode } from 'react';
import {
  BIOMES,
  EXPEDITIONS,
  FEAT_COPIES,
  FEATS,
  TOTEM,
  territoryName,
  type Biome,
  type IwariMove,
  type IwariState,
  type MapIndex,
} from '../../../games/iwari';
import { ForSeat, type SeatInfo, useForSeat } from '../../kit';
import { Card, CardBack, FEAT_LETTER } from './pieces';
import { markPaid, type PlaceMove, type Selection } from './selection';
import { tribeName, type Translate } from './text';

export function Panel({
  title,
  heading = title,
  children,
  testId,
}: {
  title: string;
  /** The title as drawn, when it holds more than words (a player's name chip). */
  heading?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="iw-panel" aria-label={title} data-testid={testId}>
      <h3>{heading}</h3>
      {children}
    </section>
  );
}

/** Stable ids for cards of one biome: the k-th Forest card of the hand is `hand:forest:k`. */
function ordinals(cards: readonly Biome[], where: string): string[] {
  const seen = new Map<Biome, number>();
  return cards.map((c) => {
    const k = seen.get(c) ?? 0;
    seen.set(c, k + 1);
    return `${where}:${c}:${k}`;
  });
}

/** The deck drawn as a stack of backs, thicker the more it holds, its count on top. */
function DeckStack({ count }: { count: number }) {
  const layers = Math.min(4, Math.ceil(count / 8));
  return (
    <span className="iw-deck-stack" aria-hidden="true" data-layers={layers}>
      {Array.from({ length: Math.max(1, layers) }, (_, i) => (
        <span key={i} className="iw-deck-layer" style={{ transform: `translate(${i * 2}px, ${-i * 2}px)` }}>
          <CardBack />
        </span>
      ))}
      <span
        className="iw-deck-count"
        style={{ transform: `translate(${(Math.max(1, layers) - 1) * 2}px, ${-(Math.max(1, layers) - 1) * 2}px)` }}
      >
        {count}
      </span>
    </span>
  );
}

/** Your cards; while you may discard, a button per biome in hand. Paid cards are marked when a payment is hovered. */
export function HandPanel({
  t,
  seat,
  hand,
  legal,
  paying,
  onMove,
}: {
  t: Translate;
  /** Whose hand it is. */
  seat: string;
  hand: readonly Biome[];
  legal: readonly IwariMove[];
  paying: readonly Biome[] | null;
  onMove: (m: IwariMove) => void;
}) {
  const forSeat = useForSeat('iwari');
  const discards = legal.filter((m): m is Extract<IwariMove, { move: 'discard' }> => m.move === 'discard');
  const pass = legal.find((m) => m.move === 'pass');
  const cards = markPaid(hand, paying ?? []);
  const handIds = ordinals(hand, 'hand');
  return (
    <Panel
      title={forSeat(seat, 'board.hand', 'board.handOf')}
      heading={<ForSeat namespace="iwari" seat={seat} mine="board.hand" named="board.handOf" />}
      testId="hand"
    >
      {discards.length > 0 && (
        <div className="iw-buttons">
          {discards.map((m) => (
            <button key={m.args[0]} type="button" className="iw-discard" onClick={() => onMove(m)}>
              {t('board.discard', { card: t(`biome.${m.args[0]}`) })}
            </button>
          ))}
        </div>
      )}
      {pass && (
        <button type="button" onClick={() => onMove(pass)}>
          {t('move.pass')}
        </button>
      )}
      <div className="iw-cards iw-hand">
        {hand.length === 0 ? (
          <span className="iw-muted">{t('board.noCards')}</span>
        ) : (
          cards.map(({ card, paid }, i) => (
            <span key={i} className={paid ? 'iw-hand-card is-paid' : 'iw-hand-card'}>
              <Card biome={card} name={t(`biome.${card}`)} motion={handIds[i]} from="deck" />
            </span>
          ))
        )}
      </div>
    </Panel>
  );
}

/** The deck's size, the display, the discard pile; a button per source while drawing. */
export function CardsPanel({
  t,
  G,
  legal,
  onMove,
}: {
  t: Translate;
  G: IwariState;
  legal: readonly IwariMove[];
  onMove: (m: IwariMove) => void;
}) {
  const draws = legal.filter((m): m is Extract<IwariMove, { move: 'draw' }> => m.move === 'draw');
  const fromDeck = draws.find((m) => m.args[0] === 'deck');
  const fromDisplay = new Set(draws.map((m) => m.args[0]));
  // By biome, not by slot: a card keeps its id when the ones before it are taken.
  const displayIds = ordinals(G.display, 'display');
  return (
    <Panel title={t('board.cards')} testId="cards">
      <div className="iw-deck-row">
        {/* The deck: a stack of backs with its count; cards drawn from it fly out of here. */}
        {fromDeck ? (
          <button type="button" className="iw-deck" data-motion-anchor="deck" onClick={() => onMove(fromDeck)}>
            <DeckStack count={G.deckSize} />
            <span className="iw-deck-label">{t('board.drawDeck', { count: G.deckSize })}</span>
          </button>
        ) : (
          <span className="iw-deck" data-testid="deck" data-motion-anchor="deck">
            <DeckStack count={G.deckSize} />
            <span className="iw-deck-label">{t('board.deck', { count: G.deckSize })}</span>
          </span>
        )}
        <span className="iw-muted iw-exhausted">{t(`board.exhausted${Math.min(G.exhaustions, 2)}`)}</span>
      </div>
      <div className="iw-display" role="group" aria-label={t('board.display')}>
        {G.display.map((b, i) =>
          fromDisplay.has(b) ? (
            <button
              key={i}
              type="button"
              className="iw-display-card"
              onClick={() => onMove({ move: 'draw', args: [b] })}
              aria-label={t('board.takeCard', { card: t(`biome.${b}`) })}
            >
              <Card biome={b} name={t(`biome.${b}`)} motion={displayIds[i]} from="deck" />
            </button>
          ) : (
            <span key={i} className="iw-display-card">
              <Card biome={b} name={t(`biome.${b}`)} motion={displayIds[i]} from="deck" />
            </span>
          ),
        )}
        {G.display.length === 0 && <span className="iw-muted">{t('board.displayEmpty')}</span>}
      </div>
      <p className="iw-discard-pile">
        {t('board.discardPile')}{' '}
        {BIOMES.map((b) => (
          <span key={b} className="iw-pile">
            <Card biome={b} name={`${t(`biome.${b}`)} ${G.discard[b]}`} small />
          </span>
        ))}
      </p>
    </Panel>
  );
}

/** The pieces picked and each way to pay for exactly them. */
export function PlacementPanel({
  t,
  index,
  sel,
  payments,
  neutral,
  onPay,
  onHover,
  onClear,
}: {
  t: Translate;
  index: MapIndex;
  sel: Selection;
  payments: readonly PlaceMove[];
  neutral: boolean;
  onPay: (m: PlaceMove) => void;
  onHover: (cards: readonly Biome[] | null) => void;
  onClear: () => void;
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
      <p>{t('board.picked', { ...territoryName(index, sel.territory), tentCount: tents.length, totems })}</p>
      {payments.length === 0 ? (
        <p className="iw-hint">{t('board.pickMore')}</p>
      ) : (
        <div className="iw-buttons">
          {payments.map((m, i) => (
            <button
              key={i}
              type="button"
              className="iw-pay"
              onClick={() => onPay(m)}
              onMouseEnter={() => onHover(m.args[2])}
              onMouseLeave={() => onHover(null)}
              onFocus={() => onHover(m.args[2])}
              onBlur={() => onHover(null)}
            >
              {t('board.pay')}{' '}
              {m.args[2].map((c, k) => (
                <Card key={k} biome={c} name={t(`biome.${c}`)} small />
              ))}
            </button>
          ))}
        </div>
      )}
      <button type="button" className="iw-clear" onClick={onClear}>
        {t('board.clear')}
      </button>
    </Panel>
  );
}

/** The feat waiting to be placed: a button per place it may go, and one to leave it unplaced. */
export function FeatChoicePanel({
  t,
  index,
  legal,
  feat,
  onMove,
}: {
  t: Translate;
  index: MapIndex;
  legal: readonly IwariMove[];
  feat: string;
  onMove: (m: IwariMove) => void;
}) {
  return (
    <Panel title={t('board.placeFeat', { feat: t(`feats.${feat}`) })} testId="feat-choice">
      <p className="iw-hint">{t(`featHelp.${feat}`)}</p>
      <div className="iw-buttons">
        {legal.map(
          (m, i) =>
            (m.move === 'featOnTerritory' || m.move === 'featOnConnection') && (
              <button key={i} type="button" onClick={() => onMove(m)}>
                {m.move === 'featOnTerritory'
                  ? t('board.territoryName', { ...territoryName(index, m.args[0]) })
                  : t('board.connectionNo', { n: m.args[0] })}
              </button>
            ),
        )}
        {legal.map(
          (m, i) =>
            m.move === 'declineFeat' && (
              <button key={`decline-${i}`} type="button" className="iw-decline" onClick={() => onMove(m)}>
                {t('move.declineFeat')}
              </button>
            ),
        )}
      </div>
    </Panel>
  );
}

/** Every feat: who earned it and where it lies. */
export function FeatsPanel({ t, G, seats }: { t: Translate; G: IwariState; seats: readonly SeatInfo[] }) {
  const placed = (feat: string): string[] => [
    ...Object.entries(G.featsOnTerritories).flatMap(([where, fs]) => fs.filter((f) => f === feat).map(() => where)),
    ...Object.entries(G.featsOnConnections).flatMap(([n, fs]) =>
      fs.filter((f) => f === feat).map(() => t('board.connectionNo', { n })),
    ),
  ];
  return (
    <Panel title={t('board.feats')} testId="feats">
      <ul className="iw-feat-cards" data-motion-anchor="feats">
        {FEATS.map((f) => (
          <li
            key={f}
            className="iw-feat-card"
            title={t(`featHelp.${f}`)}
            data-feat={f}
            data-earned={G.featsEarned[f].length}
          >
            <svg className="iw-feat-token" viewBox="-8 -8 16 16" aria-hidden="true">
              <circle r={7.2} className="iw-feat" />
              <text className="iw-feat-letter" y={2.9}>
                {FEAT_LETTER[f]}
              </text>
            </svg>
            <span className="iw-feat-text">
              <strong>{t(`feats.${f}`)}</strong> ({G.featsEarned[f].length}/{FEAT_COPIES[f]}){' '}
              {G.featsEarned[f].length === 0
                ? t('board.notEarned')
                : G.featsEarned[f].map((p) => tribeName(t, p, seats)).join(', ')}
              {placed(f).length > 0 && ` → ${placed(f).join(', ')}`}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function ExpeditionsPanel({ t, G, seats }: { t: Translate; G: IwariState; seats: readonly SeatInfo[] }) {
  return (
    <Panel title={t('board.expeditions')} testId="expeditions">
      <ul className="iw-expedition-cards">
        {G.expeditions.map((e) => (
          <li
            key={e.id}
            className={e.achievers.length > 0 ? 'iw-expedition-card is-achieved' : 'iw-expedition-card'}
            data-expedition={e.id}
          >
            <span className="iw-expedition-head">
              <strong>{e.id}</strong>
              <span className="iw-expedition-points">
                {EXPEDITIONS[e.id].points.map((pts, i) => (
                  <span key={i} className={i < e.achievers.length ? 'iw-points is-taken' : 'iw-points'}>
                    {i > 0 && ' / '}
                    {pts}
                  </span>
                ))}
              </span>
            </span>
            <span className="iw-expedition-text">{t(`expedition.${e.id}`)}</span>
            {e.achievers.length > 0 && (
              <span className="iw-expedition-by">✓ {e.achievers.map((p) => tribeName(t, p, seats)).join(', ')}</span>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
