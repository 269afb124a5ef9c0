// The Troyes board: the city square with every district's dice, the three
// buildings, the cathedral, the activity cards and the event row, and beside them
// the decision at hand: forming a group of dice (own or bought, the price shown
// before committing, a cube to spend) and its targets, influence on chosen own
// dice, the black-dice fight, and a card's follow-up choices. Every highlight comes
// from the complete legal list the kit passes in, and every click plays one of its
// members; the board only reads the seat's view of G. The prompt bar and the
// player panels come from the game itself (its spec's prompt and counters).
import { useMemo, useState } from 'react';
import {
  BUILDINGS,
  CARD_SPACES,
  type Building,
  type CardSpaceId,
  type EventId,
  type TroyesMove,
  type Tables,
  type TroyesState,
} from '../../../games/troyes';
import { ForSeat, recentPlaces, type TableBoardProps, useForSeat } from '../../kit';
import { ActivityCards, EventRow } from './Cards';
import { Square } from './Districts';
import { usePieceIds, type Spot } from './motion';
import { Buildings, Cathedral, Die, InfluenceTrack, RoundTrack } from './parts';
import { codesOf, cubesFor, extensions, find, groupMoves, placesOf, priceOf, type DieRef } from './targets';
import { dieName, TablesContext, useTroyesT, type Translate } from './text';
import './troyes.css';

const NO_MOVES: readonly TroyesMove[] = [];

/** "red2" → the name of the card lying there. */
function cardName(t: Translate, G: TroyesState, space: CardSpaceId): string {
  const id = G.cards[space].card;
  return id ? t(`cards.${id}`) : space;
}

function targetLabel(t: Translate, G: TroyesState, m: TroyesMove): string {
  switch (m.move) {
    case 'activate':
      return `${t('move.activate')}: ${cardName(t, G, m.args[0])}`;
    case 'fightEvent':
      return `${t('move.fightEvent')}: ${t(`events.${m.args[0]}`)}`;
    case 'cathedral':
      return t('move.cathedral');
    case 'agriculture':
      return t('move.agriculture');
    case 'placeCitizen':
      return `${t('move.placeCitizen')}: ${t(`building.${m.args[0]}`)}`;
    default:
      return t(`move.${m.move}`);
  }
}

/** Every piece on the board at its place (motion.ts gives each a stable id). */
function spotsOf(G: TroyesState): Spot[] {
  const out: Spot[] = [];
  for (const b of BUILDINGS) {
    G.buildings[b].spaces.forEach((o, s) => {
      if (o !== null) out.push({ kind: 'citizen', owner: o, place: `${b}:${s}` });
    });
    G.buildings[b].lying.forEach((o, i) => out.push({ kind: 'citizen', owner: o, place: `lying:${b}:${i}` }));
  }
  for (const s of CARD_SPACES) {
    G.cards[s].tradesmen.forEach((p, i) => out.push({ kind: 'citizen', owner: p, place: `card:${s}:${i}` }));
    for (const [p, n] of Object.entries(G.cards[s].cubes)) {
      for (let k = 0; k < Math.min(n, 3); k++) out.push({ kind: 'cube', owner: p, place: `cubes:${s}:${p}:${k}` });
    }
  }
  G.cathedral.forEach((column, c) =>
    column.forEach((o, l) => {
      if (o !== null) out.push({ kind: 'cube', owner: o, place: `cathedral:${c}:${l + 1}` });
    }),
  );
  for (const e of G.events)
    e.cubes.forEach((p, k) => out.push({ kind: 'cube', owner: p, place: `event:${e.id}:${k}` }));
  return out;
}

export default function Board({
  G,
  playerID,
  isActive,
  play,
  legalMoves,
  recent,
}: TableBoardProps<TroyesState, TroyesMove>) {
  const t = useTroyesT();
  // The match's printed values never change; a new copy from the server keeps the same tables.
  const [tables, setTables] = useState<Tables>(() => ({ printed: G.printed ?? null }));
  if (tables.printed !== (G.printed ?? null) && JSON.stringify(tables.printed) !== JSON.stringify(G.printed ?? null))
    setTables({ printed: G.printed ?? null });
  const me = isActive && playerID !== null && G.players[playerID] ? playerID : null;
  const legal = me !== null ? legalMoves : NO_MOVES;

  // Handed to the parts as props, each element its own seat: see kit's RecentMarkFor.
  const marked = useMemo(() => recentPlaces(recent, placesOf), [recent]);
  const spots = useMemo(() => spotsOf(G), [G]);
  const ids = usePieceIds(spots);
  const [selected, setSelected] = useState<string[]>([]);
  const [cube, setCube] = useState<CardSpaceId | null>(null);
  const [extraBlack, setExtraBlack] = useState<number[]>([]);
  // Every move writes to the log: a new line clears what was being chosen.
  const [seen, setSeen] = useState(G.log.length);
  if (seen !== G.log.length) {
    setSeen(G.log.length);
    setSelected([]);
    setCube(null);
    setExtraBlack([]);
  }

  const codes = codesOf(G, selected);
  const fight = G.phase === 'events' && G.fight && G.fight.fighter === me ? G.fight : null;
  const pending = G.phase === 'actions' && me !== null ? G.pending : null;
  const joinable = extensions(legal, codes);
  const influence = legal.some((m) => m.move === 'reroll' || m.move === 'flip');
  const ownOnly = codes.every((c) => c.slice(0, -2) === me);
  const selectable = (d: DieRef): boolean => {
    if (me === null || pending) return false;
    if (selected.includes(d.key)) return true;
    if (fight) return d.district === me;
    // A die that extends the group towards some legal action, or own dice to spend influence on.
    return joinable.has(d.code) || (influence && ownOnly && d.district === me);
  };
  const toggle = (d: DieRef) =>
    setSelected((s) => (s.includes(d.key) ? s.filter((k) => k !== d.key) : s.length >= 3 ? s : [...s, d.key]));

  const cubes = cubesFor(legal, codes);
  const chosenCube = cube !== null && cubes.includes(cube) ? cube : null;
  const options = groupMoves(legal, codes, chosenCube);
  const price = me !== null && codes.length > 0 ? priceOf(G, me, codes, chosenCube) : null;
  const cardTargets = new Set<CardSpaceId>();
  const eventTargets = new Set<EventId>();
  const buildingTargets = new Set<Building>();
  let cathedral: TroyesMove | undefined;
  let agriculture: TroyesMove | undefined;
  for (const m of options) {
    if (m.move === 'activate') cardTargets.add(m.args[0]);
    else if (m.move === 'fightEvent') eventTargets.add(m.args[0]);
    else if (m.move === 'placeCitizen') buildingTargets.add(m.args[0]);
    else if (m.move === 'cathedral') cathedral = m;
    else if (m.move === 'agriculture') agriculture = m;
  }
  const draftSpaces = new Set(legal.filter((m) => m.move === 'placeInitial').map((m) => `${m.args[0]}:${m.args[1]}`));

  const playOption = (test: (m: TroyesMove) => boolean) => {
    const m = options.find(test);
    if (m) play(m);
  };

  return (
    <TablesContext.Provider value={tables}>
      <div className="troyes-board" data-phase={G.phase}>
        <RoundTrack t={t} round={G.round} rounds={G.rounds} phase={G.phase} />
        <div className="ty-layout">
          {/* The square, then the decision at hand, then the city: on a phone the dice and what they can do stay together. */}
          <div className="ty-square-area">
            <Square t={t} G={G} playerID={playerID} selectable={selectable} selected={selected} onToggle={toggle} />
          </div>
          <div className="ty-main">
            <Buildings
              t={t}
              G={G}
              targets={{ spaces: draftSpaces, buildings: buildingTargets }}
              onSpace={(b, s) => {
                const m = find(legal, 'placeInitial', (x) => x.args[0] === b && x.args[1] === s);
                if (m) play(m);
              }}
              onBuilding={(b) => playOption((m) => m.move === 'placeCitizen' && m.args[0] === b)}
              ids={ids}
              marked={marked}
            />
            <div className="ty-mid">
              <ActivityCards
                t={t}
                G={G}
                targets={cardTargets}
                onCard={(s) => playOption((m) => m.move === 'activate' && m.args[0] === s)}
                ids={ids}
                marked={marked}
              />
              <Cathedral
                t={t}
                G={G}
                target={!!cathedral}
                onBuild={() => cathedral && play(cathedral)}
                ids={ids}
                recent={marked.get('cathedral')}
              />
            </div>
            <EventRow
              t={t}
              G={G}
              targets={eventTargets}
              onEvent={(e) => playOption((m) => m.move === 'fightEvent' && m.args[0] === e)}
              agriculture={!!agriculture}
              onAgriculture={() => agriculture && play(agriculture)}
              ids={ids}
              marked={marked}
            />
            <InfluenceTrack t={t} G={G} />
          </div>
          <div className="ty-side">
            {me !== null && fight && (
              <FightPanel
                t={t}
                G={G}
                legal={legal}
                codes={codes}
                extra={extraBlack}
                onExtra={(i) => setExtraBlack((x) => (x.includes(i) ? x.filter((k) => k !== i) : [...x, i]))}
                play={play}
              />
            )}
            {me !== null && pending && <PendingPanel t={t} G={G} legal={legal} play={play} />}
            {me !== null && G.phase === 'actions' && !pending && (
              <GroupPanel
                t={t}
                me={me}
                G={G}
                codes={codes}
                price={price}
                cubes={cubes}
                cube={chosenCube}
                onCube={setCube}
                options={options}
                onClear={() => setSelected([])}
                play={play}
              />
            )}
            {me !== null && (influence || legal.some((m) => m.move === 'recruit')) && !fight?.taken && (
              <InfluencePanel t={t} legal={legal} codes={codes} play={play} />
            )}
            {me !== null && G.phase === 'actions' && !pending && (
              <button
                type="button"
                className="ty-pass"
                onClick={() => play({ move: 'pass', args: [] })}
                disabled={!legal.some((m) => m.move === 'pass')}
              >
                {t('move.pass')}
              </button>
            )}
          </div>
        </div>
      </div>
    </TablesContext.Provider>
  );
}

function GroupPanel({
  t,
  me,
  G,
  codes,
  price,
  cubes,
  cube,
  onCube,
  options,
  onClear,
  play,
}: {
  t: Translate;
  /** The seat choosing the group. */
  me: string;
  G: TroyesState;
  codes: string[];
  price: number | null;
  cubes: CardSpaceId[];
  cube: CardSpaceId | null;
  onCube: (c: CardSpaceId | null) => void;
  options: TroyesMove[];
  onClear: () => void;
  play: (m: TroyesMove) => void;
}) {
  const forSeat = useForSeat('troyes');
  return (
    <section className="ty-panel ty-group" aria-label={forSeat(me, 'board.group', 'board.groupOf')}>
      <h3>
        <ForSeat namespace="troyes" seat={me} mine="board.group" named="board.groupOf" />
      </h3>
      {codes.length === 0 ? (
        <p className="ty-note">{t('board.groupEmpty')}</p>
      ) : (
        <>
          <p className="ty-chosen">
            {codes.map((c, i) => (
              <Die key={i} t={t} die={{ c: c.slice(-2, -1) as 'r', v: Number(c.slice(-1)) }} />
            ))}
          </p>
          {price !== null && (
            <p data-testid="group-price">{price > 0 ? t('board.price', { price }) : t('board.priceFree')}</p>
          )}
          {cubes.length > 0 && (
            <label className="ty-cube-choice">
              {t('board.cube')}{' '}
              <select
                value={cube ?? ''}
                onChange={(e) => onCube(e.target.value === '' ? null : (e.target.value as CardSpaceId))}
              >
                <option value="">{t('board.noCube')}</option>
                {cubes.map((c) => (
                  <option key={c} value={c}>
                    {cardName(t, G, c)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <p className="ty-note">{options.length > 0 ? t('board.targets') : t('board.noTarget')}</p>
          <div className="ty-buttons">
            {options.map((m, i) => (
              <button key={i} type="button" onClick={() => play(m)}>
                {targetLabel(t, G, m)}
              </button>
            ))}
          </div>
          <button type="button" className="ty-clear" onClick={onClear}>
            {t('board.clear')}
          </button>
        </>
      )}
    </section>
  );
}

function InfluencePanel({
  t,
  legal,
  codes,
  play,
}: {
  t: Translate;
  legal: readonly TroyesMove[];
  codes: string[];
  play: (m: TroyesMove) => void;
}) {
  const reroll = codes.length === 1 ? find(legal, 'reroll', (m) => m.args[0] === codes[0]) : undefined;
  const flip = find(legal, 'flip', (m) => m.args[0].join() === codes.join());
  const recruit = find(legal, 'recruit', () => true);
  return (
    <section className="ty-panel ty-influence" aria-label={t('board.influenceTitle')}>
      <h3>{t('board.influenceTitle')}</h3>
      <div className="ty-buttons">
        <button type="button" disabled={!reroll} onClick={() => reroll && play(reroll)}>
          {t('board.rerollThis', { die: codes.length === 1 ? dieName(t, codes[0]) : '…' })}
        </button>
        <button type="button" disabled={!flip} onClick={() => flip && play(flip)}>
          {t('board.flipThese')}
        </button>
        <button type="button" disabled={!recruit} onClick={() => recruit && play(recruit)}>
          {t('board.recruit')}
        </button>
      </div>
    </section>
  );
}

function FightPanel({
  t,
  G,
  legal,
  codes,
  extra,
  onExtra,
  play,
}: {
  t: Translate;
  G: TroyesState;
  legal: readonly TroyesMove[];
  codes: string[];
  extra: number[];
  onExtra: (i: number) => void;
  play: (m: TroyesMove) => void;
}) {
  const f = G.fight!;
  if (f.taken) {
    const pay = find(legal, 'payBlack', (m) => m.args[0].join() === codes.join());
    const need = f.taken.reduce((a, b) => a + b, 0);
    return (
      <section className="ty-panel ty-fight" aria-label={t('board.blackTitle')}>
        <h3>{t('board.blackTitle')}</h3>
        <p>
          {f.taken.map((v, i) => (
            <Die key={i} t={t} die={{ c: 'b', v }} />
          ))}
        </p>
        <p className="ty-note">{t('prompt.payBlack', { need })}</p>
        <button type="button" disabled={!pay} onClick={() => pay && play(pay)}>
          {t('board.fightWith')}
        </button>
      </section>
    );
  }
  const chosen = [f.black[0], ...extra.filter((i) => i > 0 && i < f.black.length).map((i) => f.black[i])].sort(
    (a, b) => b - a,
  );
  const take = find(legal, 'takeBlack', (m) => m.args[0].join() === chosen.join());
  const concede = find(legal, 'concede', () => true);
  return (
    <section className="ty-panel ty-fight" aria-label={t('board.blackTitle')}>
      <h3>{t('board.blackTitle')}</h3>
      <div className="ty-dice">
        {f.black.map((v, i) => (
          <Die
            key={i}
            t={t}
            die={{ c: 'b', v }}
            selected={i === 0 || extra.includes(i)}
            onClick={() => onExtra(i)}
            disabled={i === 0}
          />
        ))}
      </div>
      <div className="ty-buttons">
        <button type="button" disabled={!take} onClick={() => take && play(take)}>
          {t('board.takeOn', { black: chosen.join(' + ') })}
        </button>
        {concede && (
          <button type="button" onClick={() => play(concede)}>
            {t('board.concede', { black: f.black[0] })}
          </button>
        )}
      </div>
    </section>
  );
}

function PendingPanel({
  t,
  G,
  legal,
  play,
}: {
  t: Translate;
  G: TroyesState;
  legal: readonly TroyesMove[];
  play: (m: TroyesMove) => void;
}) {
  const pending = G.pending!;
  const label = (m: TroyesMove): string => {
    switch (m.move) {
      case 'tradesman':
        return m.args[0] === 'supply'
          ? t('board.fromSupply')
          : t('board.fromCard', { card: cardName(t, G, m.args[0]) });
      case 'count':
        return t('board.activations', { count: m.args[0] });
      case 'split':
        return t('board.palaceCount', {
          n: m.args[0],
          rest: (pending.kind === 'split' ? pending.activations : 0) - m.args[0],
        });
      case 'archerCube':
        return m.args[0] === null ? t('board.skip') : t(`events.${m.args[0]}`);
      default:
        return t(`move.${m.move}`);
    }
  };
  const card = G.cards[pending.space].card;
  return (
    <section className="ty-panel ty-pending" aria-label={card ? t(`cards.${card}`) : ''}>
      <h3>{card ? t(`cards.${card}`) : ''}</h3>
      <div className="ty-buttons">
        {legal.map((m, i) => (
          <button key={i} type="button" onClick={() => play(m)}>
            {label(m)}
          </button>
        ))}
      </div>
    </section>
  );
}
