// The parts of the Troyes board drawn from the state: the city square's dice, the
// three buildings, the cathedral, the nine activity-card spaces, the event row and
// the seat's own characters. Each part only draws and reports clicks; what a click
// means comes from Board.tsx, which reads the legal list.
import type { CSSProperties, ReactNode } from 'react';
import {
  BUILDINGS, CARD_SPACES, CATHEDRAL_INFLUENCE, LAYOUTS, MAX_INFLUENCE, eventCard, freeFlags, isProtected, spaceLevel,
  type Building, type CardSpaceId, type DistrictId, type EventId, type Occupant, type PlayerID, type TroyesState,
} from '../../../games/troyes';
import { PlayerName, RecentMark, Tooltip, seatStyle, useSeats } from '../../kit';
import type { DieRef } from './targets';
import { squareDice } from './targets';
import { cardLines, characterLines, DIE_SYMBOL, eventLines, type Translate } from './text';

function Lines({ lines }: { lines: string[] }) {
  return <span className="ty-tip">{lines.map((l, i) => <span key={i} className="ty-tip-line">{l}</span>)}</span>;
}

/** A die: colour, symbol and value; a button when it can be chosen. */
export function Die({ t, die, selected, onClick, disabled }: {
  t: Translate; die: { c: 'r' | 'w' | 'y' | 'b'; v: number }; selected?: boolean; onClick?: () => void; disabled?: boolean;
}) {
  const colour = die.c === 'b' ? t('board.blackTitle') : t(`colour.${die.c}`);
  const label = `${colour} ${die.v}`;
  const face = (
    <>
      <span className="ty-die-symbol" aria-hidden="true">{die.c === 'b' ? '☠' : DIE_SYMBOL[die.c]}</span>
      <span className="ty-die-value" aria-hidden="true">{die.v}</span>
    </>
  );
  if (!onClick) return <span className={`ty-die ty-die-${die.c}`} role="img" aria-label={label}>{face}</span>;
  return (
    <button
      type="button" className={`ty-die ty-die-${die.c}${selected ? ' is-selected' : ''}`} aria-pressed={!!selected}
      aria-label={label} onClick={onClick} disabled={disabled}
    >
      {face}
    </button>
  );
}

/** A citizen or a cube in its owner's colour and symbol (grey for neutral). */
export function Piece({ t, who, kind = 'citizen' }: { t: Translate; who: Occupant; kind?: 'citizen' | 'cube' | 'lying' }) {
  const seats = useSeats();
  if (who === 'n') {
    return <span className={`ty-piece ty-${kind} ty-neutral`} role="img" aria-label={t('board.neutral')}>◌</span>;
  }
  const s = seatStyle(who);
  const name = seats.find((x) => x.id === who)?.name ?? who;
  return (
    <span className={`ty-piece ty-${kind}`} style={{ background: s.colour, color: s.ink }} role="img" aria-label={name} data-player={who}>
      {s.symbol}
    </span>
  );
}

export function Square({ t, G, selectable, selected, onToggle }: {
  t: Translate; G: TroyesState; selectable: (d: DieRef) => boolean; selected: readonly string[]; onToggle: (d: DieRef) => void;
}) {
  const districts: DistrictId[] = [...G.playOrder, 'n'];
  return (
    <section className="ty-panel ty-square" aria-label={t('board.square')}>
      <h3>{t('board.square')}</h3>
      <div className="ty-districts">
        {districts.map((d) => {
          const dice = squareDice(G, d);
          return (
            <div key={d} className="ty-district" data-testid={`district-${d}`}>
              <div className="ty-district-name">{d === 'n' ? t('board.neutralDistrict') : <PlayerName playerID={d} />}</div>
              <div className="ty-dice">
                {dice.length === 0 && <span className="muted">{t('board.noDice')}</span>}
                {dice.map((die) => (
                  <Die
                    key={die.key} t={t} die={die} selected={selected.includes(die.key)}
                    onClick={selectable(die) ? () => onToggle(die) : undefined}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function Buildings({ t, G, targets, onSpace, onBuilding }: {
  t: Translate; G: TroyesState;
  /** Spaces offered now (draft), and buildings that take the chosen die. */
  targets: { spaces: Set<string>; buildings: Set<Building> };
  onSpace: (b: Building, space: number) => void;
  onBuilding: (b: Building) => void;
}) {
  return (
    <section className="ty-panel ty-buildings" aria-label={t('board.buildings')}>
      <h3>{t('board.buildings')}</h3>
      <div className="ty-building-list">
        {BUILDINGS.map((b) => {
          const layout = LAYOUTS[b];
          const target = targets.buildings.has(b);
          return (
            <div key={b} className={`ty-building ty-building-${b}${target ? ' is-target' : ''}`} data-testid={`building-${b}`}>
              <RecentMark place={`building:${b}`} />
              <h4>
                {target
                  ? <button type="button" className="ty-target" onClick={() => onBuilding(b)}>{t(`building.${b}`)}</button>
                  : t(`building.${b}`)}
              </h4>
              <div className="ty-rows">
                {layout.rows.map((row, r) => (
                  <div key={r} className="ty-row">
                    <span className="ty-row-values" aria-hidden="true">{layout.values[r].join('·')}</span>
                    {row.map((s) => {
                      const o = G.buildings[b].spaces[s];
                      const label = t('board.space', { space: s + 1, values: layout.values[r].join(', ') });
                      const open = targets.spaces.has(`${b}:${s}`);
                      return open ? (
                        <button key={s} type="button" className="ty-space is-target" aria-label={`${label}: ${t('board.empty')}`} onClick={() => onSpace(b, s)}>+</button>
                      ) : (
                        <span key={s} className="ty-space" title={label} data-testid={`space-${b}-${s}`}>
                          {o === null ? <span className="muted" aria-label={t('board.empty')}>·</span> : <Piece t={t} who={o} />}
                          {o !== null && o !== 'n' && isProtected(G, b, o) && <span className="ty-shield" title={t('board.protectedNote')}>⛨</span>}
                          <RecentMark place={`space:${b}:${s}`} />
                        </span>
                      );
                    })}
                  </div>
                ))}
              </div>
              {G.buildings[b].lying.length > 0 && (
                <div className="ty-lying">
                  {t('board.lying')} {G.buildings[b].lying.map((o, i) => <Piece key={i} t={t} who={o} kind="lying" />)}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function Cathedral({ t, G, target, onBuild }: { t: Translate; G: TroyesState; target: boolean; onBuild: () => void }) {
  return (
    <section className={`ty-panel ty-cathedral${target ? ' is-target' : ''}`} aria-label={t('board.cathedral')} data-testid="cathedral">
      <RecentMark place="cathedral" />
      <h3>{target ? <button type="button" className="ty-target" onClick={onBuild}>{t('board.cathedral')}</button> : t('board.cathedral')}</h3>
      <div className="ty-columns">
        {G.cathedral.map((column, c) => (
          <div key={c} className="ty-column" title={t('board.column', { value: c + 1, influence: CATHEDRAL_INFLUENCE[c] })}>
            {[...column].reverse().map((o, i) => (
              <span key={i} className="ty-level" aria-label={t('board.level', { level: column.length - i })}>
                {o === null ? '·' : <Piece t={t} who={o} kind="cube" />}
              </span>
            ))}
            <span className="ty-column-value">{c + 1}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ActivityCards({ t, G, targets, onCard }: {
  t: Translate; G: TroyesState; targets: Set<CardSpaceId>; onCard: (s: CardSpaceId) => void;
}) {
  const seats = useSeats();
  return (
    <section className="ty-panel ty-cards" aria-label={t('board.cardsTitle')}>
      <h3>{t('board.cardsTitle')}</h3>
      <div className="ty-card-grid">
        {CARD_SPACES.map((s) => {
          const space = G.cards[s];
          const id = space.card;
          const target = targets.has(s);
          const name = id ? t(`cards.${id}`) : t('cardInfo.faceDown', { round: spaceLevel(s) });
          const body: ReactNode = (
            <>
              <span className="ty-card-name" style={{ '--ty-word': Math.max(...name.split(/\s+/).map((w) => w.length)) } as CSSProperties}>{name}</span>
              <span className="ty-card-slots">
                {space.tradesmen.map((p, i) => <span key={p} className="ty-slot"><Piece t={t} who={p} />{i + 1}</span>)}
              </span>
              <span className="ty-card-cubes">
                {Object.entries(space.cubes).filter(([, n]) => n > 0).map(([p, n]) => (
                  <span key={p} className="ty-cube-count" title={t('board.cubesOn', { count: n, player: seats.find((x) => x.id === p)?.name ?? p })}><Piece t={t} who={p} kind="cube" />×{n}</span>
                ))}
              </span>
              <RecentMark place={`card:${s}`} />
            </>
          );
          const className = `ty-card ty-card-${s.slice(0, -1)}${id ? '' : ' is-face-down'}${target ? ' is-target' : ''}`;
          const el = target
            ? <button type="button" className={className} onClick={() => onCard(s)} data-testid={`card-${s}`}>{body}</button>
            : <span className={className} tabIndex={0} data-testid={`card-${s}`}>{body}</span>;
          return (
            <Tooltip key={s} content={id ? <Lines lines={[t(`cards.${id}`), ...cardLines(t, id)]} /> : name}>{el}</Tooltip>
          );
        })}
      </div>
    </section>
  );
}

export function EventRow({ t, G, targets, onEvent, agriculture, onAgriculture }: {
  t: Translate; G: TroyesState; targets: Set<EventId>; onEvent: (e: EventId) => void; agriculture: boolean; onAgriculture: () => void;
}) {
  return (
    <section className="ty-panel ty-events" aria-label={t('board.eventsTitle')}>
      <h3>{t('board.eventsTitle')}</h3>
      <p className="ty-note">{t('board.decks', G.decks)}</p>
      {G.phase === 'events' && G.fight && (
        <div className="ty-black" data-testid="black-dice">
          <span>{t('board.blackLeft')}</span>
          <PlayerName playerID={G.fight.fighter} />
          <span className="ty-dice">{G.fight.black.map((v, i) => <Die key={i} t={t} die={{ c: 'b', v }} />)}</span>
        </div>
      )}
      <div className="ty-event-row">
        {G.events.map((e, i) => {
          const card = eventCard(e.id);
          const target = targets.has(e.id);
          const body = (
            <>
              <span className="ty-card-name">{t(`events.${e.id}`)}</span>
              <span className="ty-flags">
                {e.cubes.map((p, k) => <Piece key={k} t={t} who={p} kind="cube" />)}
                {Array.from({ length: freeFlags(G, i) }, (_, k) => <span key={`f${k}`} className="ty-flag" aria-hidden="true">⚑</span>)}
              </span>
              <span className="ty-note">{t('board.flags', { cubes: e.cubes.length, flags: card.flags })}</span>
              <RecentMark place={`event:${e.id}`} />
            </>
          );
          const className = `ty-event ty-event-${card.colour}${target ? ' is-target' : ''}`;
          const el = target
            ? <button type="button" className={className} onClick={() => onEvent(e.id)} data-testid={`event-${e.id}`}>{body}</button>
            : <span className={className} tabIndex={0} data-testid={`event-${e.id}`}>{body}</span>;
          return <Tooltip key={e.id} content={<Lines lines={[t(`events.${e.id}`), ...eventLines(t, e.id)]} />}>{el}</Tooltip>;
        })}
        <Tooltip content={t('board.agricultureHelp')}>
          {agriculture
            ? <button type="button" className="ty-event ty-agriculture is-target" onClick={onAgriculture} data-testid="agriculture">{t('board.agriculture')}<RecentMark place="agriculture" /></button>
            : <span className="ty-event ty-agriculture" tabIndex={0} data-testid="agriculture">{t('board.agriculture')}<RecentMark place="agriculture" /></span>}
        </Tooltip>
      </div>
    </section>
  );
}

/** The influence track 0-20 with every player's marker. */
export function InfluenceTrack({ t, G }: { t: Translate; G: TroyesState }) {
  const steps = Array.from({ length: MAX_INFLUENCE + 1 }, (_, i) => i);
  return (
    <section className="ty-panel ty-track" aria-label={t('board.influenceTrack')}>
      <h3>{t('board.influenceTrack')}</h3>
      <ol className="ty-track-steps">
        {steps.map((v) => {
          const here = G.playOrder.filter((p) => G.players[p].influence === v);
          return (
            <li key={v} className="ty-track-step" data-value={v}>
              <span className="ty-track-value">{v}</span>
              {here.map((p) => <Piece key={p} t={t} who={p} kind="cube" />)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function Characters({ t, G, playerID }: { t: Translate; G: TroyesState; playerID: PlayerID | null }) {
  const over = G.phase === 'over';
  const shown = G.playOrder.filter((p) => over || p === playerID);
  if (shown.length === 0) return null;
  return (
    <section className="ty-panel ty-characters" aria-label={over ? t('board.allCharacters') : t('board.yourCharacters')}>
      <h3>{over ? t('board.allCharacters') : t('board.yourCharacters')}</h3>
      {shown.map((p) => (
        <div key={p} className="ty-character-row">
          {over && <PlayerName playerID={p} />}
          {G.players[p].characters.map((c) => (
            <Tooltip key={c} content={<Lines lines={[t(`characters.${c}`), ...characterLines(t, c)]} />}>
              <span className="ty-character" tabIndex={0}>{t(`characters.${c}`)}</span>
            </Tooltip>
          ))}
        </div>
      ))}
    </section>
  );
}
