// The activity cards and the event row, drawn as cards from their data rows: a band
// in the card's colour with its symbol and level, the cost, the name, what one
// activation does (glyphs.ts), the dice it takes, the tradesmen's slots with their
// VP; an event's round effect, black dice, flags and rewards. A card's face is
// built once per card; tradesmen, cubes, highlights and marks are drawn over it.
import { memo, useCallback, useRef, type CSSProperties, type ReactNode } from 'react';
import {
  AGRICULTURE_DIVISOR,
  CARD_SPACES,
  cardOf,
  eventOf,
  freeFlags,
  spaceColour,
  spaceLevel,
  type ActivityId,
  type CardSpaceId,
  type Colour,
  type EventId,
  type TroyesState,
} from '../../../games/troyes';
import { PlayerName, RecentMarkFor, Tooltip, type RecentPlaces } from '../../kit';
import { Glyphs, GlyphArt, ColourSymbol } from './art';
import { cardGlyphs, COLOUR_CODE, eventGlyphs } from './glyphs';
import { Die, Piece, useSeatName } from './parts';
import { cardLines, cardShortText, eventLines, useTables, type Translate } from './text';

const NUMERALS = ['', 'I', 'II', 'III'] as const;

function Lines({ lines }: { lines: string[] }) {
  return (
    <span className="ty-tip">
      {lines.map((l, i) => (
        <span key={i} className="ty-tip-line">
          {l}
        </span>
      ))}
    </span>
  );
}

/** Letters in a name's longest word: the CSS sets a long one smaller so that it is never broken. */
function wordStyle(name: string): CSSProperties {
  return { '--ty-word': Math.max(...name.split(/\s+/).map((w) => w.length)) } as CSSProperties;
}

function Band({ colour, level, children }: { colour: Colour; level?: number; children?: ReactNode }) {
  return (
    <span className={`ty-band ty-band-${colour}`} aria-hidden="true">
      <ColourSymbol c={COLOUR_CODE[colour]} />
      {level !== undefined && <span className="ty-band-level">{NUMERALS[level]}</span>}
      {children}
    </span>
  );
}

/** The printed face of an activity card: colour band with level and cost, name, effect, dice. */
const CardFace = memo(function CardFace({ t, id }: { t: Translate; id: ActivityId }) {
  const tables = useTables();
  const card = cardOf(tables, id);
  const name = t(`cards.${id}`);
  return (
    <>
      <Band colour={card.colour} level={card.level}>
        <span className="ty-band-cost">
          <GlyphArt glyph={{ g: 'deniers', n: card.cost }} />
        </span>
      </Band>
      <span className="ty-card-name" style={wordStyle(name)}>
        {name}
      </span>
      <Glyphs glyphs={cardGlyphs(card.effect)} className="ty-card-effect" />
      {/* The icons in a short sentence, where the board is wide enough (the CSS hides it on
          phones); the full one is in the card's tooltip. */}
      <span className="ty-card-text">{cardShortText(t, tables, id)}</span>
      <span className="ty-card-dice" aria-hidden="true">
        <GlyphArt glyph={{ g: 'die', c: COLOUR_CODE[card.colour] }} />
        <span className="ty-glyph-op">÷{card.divisor}</span>
      </span>
    </>
  );
});

/** A face-down card: its back, with its level and the round it turns up. */
const CardBack = memo(function CardBack({ t, space }: { t: Translate; space: CardSpaceId }) {
  const name = t('cardInfo.faceDown', { round: spaceLevel(space) });
  return (
    <>
      <Band colour={spaceColour(space)} level={spaceLevel(space)} />
      <span className="ty-card-back" aria-hidden="true" />
      <span className="ty-card-name ty-back-name" style={wordStyle(name)}>
        {name}
      </span>
    </>
  );
});

/** The four tradesmen's slots with their end VP; a tradesman stands on each taken slot. */
function Slots({
  t,
  id,
  tradesmen,
  space,
  ids,
}: {
  t: Translate;
  id: ActivityId | null;
  tradesmen: readonly string[];
  space: CardSpaceId;
  ids: ReadonlyMap<string, string>;
}) {
  const name = useSeatName();
  const tables = useTables();
  const vp = id ? cardOf(tables, id).slotVp : null;
  return (
    <span className="ty-card-slots">
      {[0, 1, 2, 3].map((i) => {
        const p = tradesmen[i];
        return (
          <span key={i} className={`ty-slot${p ? ' is-taken' : ''}`}>
            {p ? (
              <Piece t={t} who={p} name={name(p)} motion={ids.get(`card:${space}:${i}`)} from={`district:${p}`} />
            ) : (
              vp && (
                <span className="ty-slot-vp" aria-hidden="true">
                  {vp[i]}
                </span>
              )
            )}
          </span>
        );
      })}
    </span>
  );
}

/** `f`, always the newest one given, behind one function that keeps its identity (so memoised parts are not drawn again for it). */
function useLatest<A extends unknown[]>(f: (...args: A) => void): (...args: A) => void {
  const latest = useRef(f);
  latest.current = f;
  return useCallback((...args: A) => latest.current(...args), []);
}

interface ActivityCardProps {
  t: Translate;
  s: CardSpaceId;
  id: ActivityId | null;
  tradesmen: readonly string[];
  cubes: Readonly<Record<string, number>>;
  target: boolean;
  onCard: (s: CardSpaceId) => void;
  ids: ReadonlyMap<string, string>;
  /** The seat whose last move was here. */
  recent: string | undefined;
}

/** The motion ids a card's pieces carry: the card is drawn again when one of them changes. */
function cardIds(
  s: CardSpaceId,
  tradesmen: readonly string[],
  cubes: Readonly<Record<string, number>>,
  ids: ReadonlyMap<string, string>,
): string {
  const keys = [0, 1, 2, 3].map((i) => `card:${s}:${i}`);
  for (const [p, n] of Object.entries(cubes))
    for (let k = 0; k < Math.min(n, 3); k++) keys.push(`cubes:${s}:${p}:${k}`);
  return `${tradesmen.join()}/${Object.entries(cubes)
    .map(([p, n]) => `${p}=${n}`)
    .join()}/${keys.map((k) => ids.get(k) ?? '').join()}`;
}

/**
 * One activity card with its tradesmen and cubes. Drawn again only when what it
 * shows changes: nine cards with a tooltip each, and a move changes one or two.
 */
const ActivityCard = memo(
  function ActivityCard({ t, s, id, tradesmen, cubes, target, onCard, ids, recent }: ActivityCardProps) {
    const seats = useSeatName();
    const tables = useTables();
    const body: ReactNode = (
      <>
        {id ? <CardFace t={t} id={id} /> : <CardBack t={t} space={s} />}
        <Slots t={t} id={id} tradesmen={tradesmen} space={s} ids={ids} />
        <span className="ty-card-cubes">
          {Object.entries(cubes)
            .filter(([, n]) => n > 0)
            .map(([p, n]) => (
              <span key={p} className="ty-cube-count" title={t('board.cubesOn', { count: n, player: seats(p) })}>
                {Array.from({ length: Math.min(n, 3) }, (_, k) => (
                  <Piece
                    key={k}
                    t={t}
                    who={p}
                    name={seats(p)}
                    kind="cube"
                    motion={ids.get(`cubes:${s}:${p}:${k}`)}
                    from={`district:${p}`}
                  />
                ))}
                {n > 3 && <span className="ty-count">×{n}</span>}
              </span>
            ))}
        </span>
        <RecentMarkFor player={recent} />
      </>
    );
    const className = `ty-card ty-card-${spaceColour(s)}${id ? '' : ' is-face-down'}${target ? ' is-target' : ''}`;
    const el = target ? (
      <button type="button" className={className} onClick={() => onCard(s)} data-testid={`card-${s}`}>
        {body}
      </button>
    ) : (
      <span className={className} tabIndex={0} data-testid={`card-${s}`}>
        {body}
      </span>
    );
    return (
      <Tooltip
        content={
          id ? (
            <Lines lines={[t(`cards.${id}`), ...cardLines(t, tables, id)]} />
          ) : (
            t('cardInfo.faceDown', { round: spaceLevel(s) })
          )
        }
      >
        {el}
      </Tooltip>
    );
  },
  (a, b) =>
    a.t === b.t &&
    a.s === b.s &&
    a.id === b.id &&
    a.target === b.target &&
    a.recent === b.recent &&
    a.onCard === b.onCard &&
    ((a.ids === b.ids && a.tradesmen === b.tradesmen && a.cubes === b.cubes) ||
      cardIds(a.s, a.tradesmen, a.cubes, a.ids) === cardIds(b.s, b.tradesmen, b.cubes, b.ids)),
);

export function ActivityCards({
  t,
  G,
  targets,
  onCard,
  ids,
  marked,
}: {
  t: Translate;
  G: TroyesState;
  targets: Set<CardSpaceId>;
  onCard: (s: CardSpaceId) => void;
  ids: ReadonlyMap<string, string>;
  /** The other seats' last moves (`recentPlaces`): each card gets its own (kit's RecentMarkFor). */
  marked: RecentPlaces;
}) {
  const choose = useLatest(onCard);
  return (
    <section className="ty-cards" aria-label={t('board.cardsTitle')}>
      <h3 className="ty-heading">{t('board.cardsTitle')}</h3>
      <div className="ty-card-grid">
        {CARD_SPACES.map((s) => (
          <ActivityCard
            key={s}
            t={t}
            s={s}
            id={G.cards[s].card}
            tradesmen={G.cards[s].tradesmen}
            cubes={G.cards[s].cubes}
            target={targets.has(s)}
            onCard={choose}
            ids={ids}
            recent={marked.get(`card:${s}`)}
          />
        ))}
      </div>
    </section>
  );
}

/** The printed face of an event: band, name, round effect, black dice, the dice to fight it and its rewards. */
const EventFace = memo(function EventFace({ t, id }: { t: Translate; id: EventId }) {
  const card = eventOf(useTables(), id);
  const name = t(`events.${id}`);
  const effect = eventGlyphs(card);
  return (
    <>
      <Band colour={card.colour}>
        {card.blackDice > 0 && (
          <span className="ty-band-black">
            {Array.from({ length: card.blackDice }, (_, i) => (
              <GlyphArt key={i} glyph={{ g: 'die', c: 'b' }} />
            ))}
          </span>
        )}
      </Band>
      <span className="ty-card-name" style={wordStyle(name)}>
        {name}
      </span>
      {effect.length > 0 && <Glyphs glyphs={effect} className="ty-card-effect" />}
      <span className="ty-event-fight" aria-hidden="true">
        <GlyphArt glyph={{ g: 'die', c: COLOUR_CODE[card.fightColour] }} />
        <span className="ty-glyph-op">÷{card.divisor}</span>
        <span className="ty-rewards">
          <GlyphArt glyph={{ g: 'vp', n: card.reward[0] }} />
          <GlyphArt glyph={{ g: 'vp', n: card.reward[1] }} />
        </span>
      </span>
    </>
  );
});

/** A flag space: a pennant, with the cube placed on it. */
function Flags({
  t,
  G,
  index,
  ids,
}: {
  t: Translate;
  G: TroyesState;
  index: number;
  ids: ReadonlyMap<string, string>;
}) {
  const name = useSeatName();
  const e = G.events[index];
  const free = freeFlags(G, index);
  return (
    <span className="ty-flags">
      {e.cubes.map((p, k) => (
        <span key={k} className="ty-flag is-taken">
          <Piece
            t={t}
            who={p}
            name={name(p)}
            kind="cube"
            motion={ids.get(`event:${e.id}:${k}`)}
            from={`district:${p}`}
          />
        </span>
      ))}
      {Array.from({ length: free }, (_, k) => (
        <span key={`f${k}`} className="ty-flag" aria-hidden="true">
          <svg viewBox="0 0 24 24">
            <path
              d="M6 22V3M6 3h12l-3.5 4.5L18 12H6"
              fill="#c9392d"
              stroke="#3b2a16"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      ))}
    </span>
  );
}

const DECK_COLOURS: readonly Colour[] = ['red', 'white', 'yellow'];

export function EventRow({
  t,
  G,
  targets,
  onEvent,
  agriculture,
  onAgriculture,
  ids,
  marked,
}: {
  t: Translate;
  G: TroyesState;
  targets: Set<EventId>;
  onEvent: (e: EventId) => void;
  agriculture: boolean;
  onAgriculture: () => void;
  ids: ReadonlyMap<string, string>;
  /** The other seats' last moves (`recentPlaces`). */
  marked: RecentPlaces;
}) {
  const tables = useTables();
  return (
    <section className="ty-events" aria-label={t('board.eventsTitle')}>
      <div className="ty-events-head">
        <h3 className="ty-heading">{t('board.eventsTitle')}</h3>
        <span className="ty-decks" role="img" aria-label={t('board.decks', G.decks)}>
          {DECK_COLOURS.map((c) => (
            <span key={c} className={`ty-deck ty-deck-${c}`} data-motion-anchor={`deck:${c}`} aria-hidden="true">
              <ColourSymbol c={COLOUR_CODE[c]} />
              <span>{G.decks[c]}</span>
            </span>
          ))}
        </span>
      </div>
      {G.phase === 'events' && G.fight && (
        <div className="ty-black" data-testid="black-dice">
          <span>{t('board.blackLeft')}</span>
          <PlayerName playerID={G.fight.fighter} />
          <span className="ty-dice">
            {G.fight.black.map((v, i) => (
              <Die key={i} t={t} die={{ c: 'b', v }} motion={`black:${i}`} />
            ))}
          </span>
        </div>
      )}
      <div className="ty-event-row">
        {G.events.map((e, i) => {
          const card = eventOf(tables, e.id);
          const target = targets.has(e.id);
          const body = (
            <>
              <EventFace t={t} id={e.id} />
              <Flags t={t} G={G} index={i} ids={ids} />
              <span className="ty-note">{t('board.flags', { cubes: e.cubes.length, flags: card.flags })}</span>
              <RecentMarkFor player={marked.get(`event:${e.id}`)} />
            </>
          );
          const className = `ty-event ty-event-${card.colour}${target ? ' is-target' : ''}`;
          const motion = {
            'data-motion': `event:${e.id}`,
            'data-motion-from': card.permanent ? undefined : `deck:${card.colour}`,
          };
          const el = target ? (
            <button
              type="button"
              className={className}
              onClick={() => onEvent(e.id)}
              data-testid={`event-${e.id}`}
              {...motion}
            >
              {body}
            </button>
          ) : (
            <span className={className} tabIndex={0} data-testid={`event-${e.id}`} {...motion}>
              {body}
            </span>
          );
          return (
            <Tooltip key={e.id} content={<Lines lines={[t(`events.${e.id}`), ...eventLines(t, tables, e.id)]} />}>
              {el}
            </Tooltip>
          );
        })}
        <Tooltip content={t('board.agricultureHelp')}>
          {agriculture ? (
            <button
              type="button"
              className="ty-event ty-agriculture is-target"
              onClick={onAgriculture}
              data-testid="agriculture"
            >
              <Agriculture t={t} />
              <RecentMarkFor player={marked.get('agriculture')} />
            </button>
          ) : (
            <span className="ty-event ty-agriculture" tabIndex={0} data-testid="agriculture">
              <Agriculture t={t} />
              <RecentMarkFor player={marked.get('agriculture')} />
            </span>
          )}
        </Tooltip>
      </div>
    </section>
  );
}

/** Agriculture: a field of wheat; yellow dice ÷ 2 give deniers. */
const Agriculture = memo(function Agriculture({ t }: { t: Translate }) {
  return (
    <>
      <svg className="ty-field" viewBox="0 0 48 24" aria-hidden="true">
        <path d="M0 24 6 14h36l6 10z" fill="#c9a94a" />
        <path d="M6 14h36l-2-3H8z" fill="#8fae5a" />
        <path
          d="M12 22V8M24 22V6M36 22V8M12 9l-2-3M12 9l2-3M24 7l-2-3M24 7l2-3M36 9l-2-3M36 9l2-3"
          stroke="#7a5a1a"
          strokeWidth="1.4"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="ty-card-name">{t('board.agriculture')}</span>
      <span className="ty-event-fight" aria-hidden="true">
        <GlyphArt glyph={{ g: 'die', c: 'y' }} />
        <span className="ty-glyph-op">÷{AGRICULTURE_DIVISOR} →</span>
        <GlyphArt glyph={{ g: 'deniers' }} />
      </span>
    </>
  );
});
