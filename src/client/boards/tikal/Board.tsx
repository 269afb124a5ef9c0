// The Tikal board: the jungle map drawn from the state, the drawn tile with its
// turn, the action points and actions of the turn, the auction when played with
// it, and the banners of the scoring rounds. Every highlight comes from the legal
// moves the kit passes in (the game's complete legal list) and a click plays one
// of them; the board only ever reads the public part of G. The prompt bar and the
// player panels come from the game itself (its spec's prompt and counters).
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SpaceId, TikalMove, TikalState } from '../../../games/tikal';
import { MapFrame, recentPlaces, Tooltip } from '../../kit';
import type { TableBoardProps } from '../../kit';
import { ActionPanel } from './ActionPanel';
import { AuctionPanel } from './AuctionPanel';
import { HexMap, HexNumbers, numberedSpaces, type TilePreview } from './HexMap';
import type { Highlight } from './HexSpace';
import { HexTip, PhaseBanner, Supply, Treasures } from './Info';
import { PlacementPanel } from './PlacementPanel';
import { ScoringTrack, scoringRounds } from './ScoringTrack';
import {
  actionTargets,
  ALL_SPACES,
  placesOf,
  canonicalRotation,
  fittingRotations,
  moversBySpace,
  moveTargets,
  movesOf,
  nextFitting,
  placementTargets,
  type Action,
  type Mover,
  type PlacementTargets,
  type SpaceTargets,
} from './targets';
import { capitalise, describeSpace, occupantsBySpace, useTikalT, type Translate } from './text';
import { TileCard, tileText } from './TileCard';
import './tikal.css';

const NO_MOVES: readonly TikalMove[] = [];
const NO_TARGETS: SpaceTargets = new Map();
const NO_MOVERS: ReadonlyMap<SpaceId, Mover[]> = new Map();

/** What the map shows on each hex for the decision at hand. */
function highlightsFor(
  placement: PlacementTargets | null,
  targets: SpaceTargets,
  movers: ReadonlyMap<SpaceId, Mover[]>,
  showSources: boolean,
  selectedSpace: SpaceId | null,
): Map<SpaceId, Highlight> {
  const out = new Map<SpaceId, Highlight>();
  if (placement) {
    for (const space of placement.otherwise.keys()) out.set(space, { kind: 'hint', badge: '↻' });
    for (const space of placement.now.keys()) out.set(space, { kind: 'target', badge: '+' });
    return out;
  }
  if (showSources)
    for (const space of movers.keys()) out.set(space, { kind: space === selectedSpace ? 'selected' : 'source' });
  for (const [space, target] of targets) out.set(space, { kind: 'target', badge: `${target.cost} AP` });
  return out;
}

/** What acting on a highlighted hex does, for its accessible name and the inspector. */
function highlightText(
  t: Translate,
  h: Highlight | undefined,
  action: Action | null,
  cost: number | undefined,
): string | null {
  if (!h) return null;
  if (h.kind === 'hint') return t('board.turnToFit');
  if (h.kind === 'source') return t('board.piecesHere');
  if (h.kind === 'selected') return t('board.pieceChosen');
  if (action === null) return t('board.placeHere');
  return t(`board.target.${action}`, { cost: cost ?? 0 });
}

export default function Board({
  G,
  ctx,
  playerID,
  isActive,
  play: playMove,
  legalMoves,
  seats,
  recent,
}: TableBoardProps<TikalState, TikalMove>) {
  const t = useTikalT();
  const tipId = useId();
  const me = isActive && playerID !== null && G.players[playerID] ? playerID : null;
  const legal = me !== null ? legalMoves : NO_MOVES;

  // The dispatcher may change identity between renders; a stable callback keeps
  // the memoised hexes from re-rendering for that alone.
  const playRef = useRef(playMove);
  playRef.current = playMove;
  const play = useCallback((m: TikalMove) => playRef.current(m), []);

  const [chosenAction, setChosenAction] = useState<Action | null>(null);
  const [chosenPiece, setChosenPiece] = useState<number | null>(null);
  const [rotation, setRotation] = useState(0);
  const [inspected, setInspected] = useState<SpaceId | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeTip = useCallback(() => setInspected(null), []);
  // A new turn starts with nothing chosen and the tile as printed.
  const [turnSeen, setTurnSeen] = useState(G.turn.number);
  if (turnSeen !== G.turn.number) {
    setTurnSeen(G.turn.number);
    setChosenAction(null);
    setChosenPiece(null);
    setRotation(0);
  }

  // The state shown before: explorers that moved travel from where they were.
  const shownBefore = useRef<TikalState | null>(null);
  const occupants = useMemo(() => occupantsBySpace(G, shownBefore.current), [G]);
  const treasureFrom = useMemo(() => {
    const before = shownBefore.current;
    const ruin = before ? G.spaces.findIndex((s, i) => s.treasuresLeft < (before.spaces[i]?.treasuresLeft ?? 0)) : -1;
    return ruin >= 0 ? `hex:${ruin}` : undefined;
  }, [G]);
  useEffect(() => {
    shownBefore.current = G;
  }, [G]);
  const step = G.turn.step;
  const acting = me !== null && step === 'actions';
  const action = chosenAction !== null && movesOf(legal, chosenAction).length > 0 ? chosenAction : null;
  const movers = useMemo(
    () => (me !== null && acting ? moversBySpace(G, me, legal) : NO_MOVERS),
    [G, me, acting, legal],
  );
  const allMovers = useMemo(() => [...movers.values()].flat(), [movers]);
  const piece = chosenPiece !== null && allMovers.some((m) => m.piece === chosenPiece) ? chosenPiece : null;
  const pieceSpace = piece !== null && me !== null ? G.players[me].pieces[piece].space : null;

  const tile = me !== null && step === 'place' ? G.turn.tile : null;
  // Only turns that fit somewhere are offered: the buttons and keys skip the others,
  // and a tile whose printed turn fits nowhere starts at the first one that does.
  const fitting = useMemo(() => (tile !== null ? fittingRotations(legal, tile) : []), [legal, tile]);
  const turn = fitting.length === 0 || fitting.includes(rotation) ? rotation : nextFitting(fitting, rotation, 1);
  const placement = useMemo(() => (tile !== null ? placementTargets(legal, tile, turn) : null), [legal, tile, turn]);
  const layouts = tile !== null ? new Set(fitting.map((r) => canonicalRotation(tile, r))).size : 0;
  const targets = useMemo((): SpaceTargets => {
    if (me === null || action === null || action === 'exchangeTreasure') return NO_TARGETS;
    if (action === 'move') return piece !== null ? moveTargets(G, me, legal, piece) : NO_TARGETS;
    return actionTargets(legal, action);
  }, [G, me, legal, action, piece]);
  const highlights = useMemo(
    () => highlightsFor(placement, targets, movers, acting && (action === null || action === 'move'), pieceSpace),
    [placement, targets, movers, acting, action, pieceSpace],
  );

  const hexText = useCallback(
    (space: SpaceId) => {
      const base = describeSpace(t, G, space, occupants.get(space) ?? [], seats);
      const extra = highlightText(t, highlights.get(space), placement ? null : action, targets.get(space)?.cost);
      return extra ? `${base}. ${capitalise(extra)}` : base;
    },
    [t, G, occupants, seats, highlights, placement, action, targets],
  );
  const labels = useMemo(() => ALL_SPACES.map(hexText), [hexText]);

  const afterMove = () => setChosenPiece(null);
  const activate = (space: SpaceId) => {
    setInspected(space);
    if (placement) {
      const now = placement.now.get(space);
      if (now) {
        // The tip explained this move: it is made, the tip goes (a tap leaves no pointer to move away).
        setInspected(null);
        play(now.move);
      } else {
        const turned = placement.otherwise.get(space);
        if (turned !== undefined) setRotation(turned);
      }
      return;
    }
    const target = targets.get(space);
    if (target) {
      setInspected(null);
      play(target.move);
      afterMove();
      return;
    }
    const here = movers.get(space);
    if (space === pieceSpace) setChosenPiece(null);
    else if (here && (action === null || action === 'move')) {
      setChosenAction('move');
      setChosenPiece(here[0].piece);
    }
  };
  // The hexes are memoised; they call the latest handler through a stable one.
  const activateRef = useRef(activate);
  activateRef.current = activate;
  const onActivate = useCallback((space: SpaceId) => activateRef.current(space), []);
  const onRotate = useCallback((by: 1 | -1) => setRotation(nextFitting(fitting, turn, by)), [fitting, turn]);
  const onAction = useCallback((a: Action | null) => {
    setChosenAction(a);
    setChosenPiece(null);
  }, []);

  const preview: TilePreview | null =
    tile !== null && inspected !== null && placement?.now.has(inspected)
      ? { tile, rotation: turn, space: inspected }
      : null;

  const marked = useMemo(() => recentPlaces(recent, placesOf), [recent]);
  const rounds = useMemo(
    () => scoringRounds({ spaces: G.spaces, volcano: G.volcano, phase: G.phase }),
    [G.spaces, G.volcano, G.phase],
  );

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere on the board steps back a choice */}
      <div
        className="tikal-board"
        data-phase={G.phase}
        data-step={step}
        // Escape takes back the chosen piece, then the chosen action.
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          if (piece !== null) setChosenPiece(null);
          else setChosenAction(null);
        }}
      >
        <PhaseBanner t={t} G={G} ctx={ctx} />
        <div className="tk-layout">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the inspector when pointer or focus leaves the map's controls */}
          <div
            className="tk-map-col"
            // A mouse leaving closes the tip; a finger's tap (and the mouse events a browser makes of it) does not.
            onPointerLeave={(e) => {
              if (e.pointerType === 'mouse') setInspected(null);
            }}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setInspected(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setInspected(null);
            }}
          >
            {/* The map fits its column (hexes stay big enough to tap on a phone); zoomed in, it scrolls in its frame. */}
            <MapFrame
              prefix="tk"
              words={{
                title: t('board.zoomTitle'),
                zoomIn: t('board.zoomIn'),
                zoomOut: t('board.zoomOut'),
                scrollHint: t('board.mapScrollHint'),
              }}
            >
              <div className="tk-map-stage" ref={stage}>
                <HexMap
                  G={G}
                  occupants={occupants}
                  highlights={highlights}
                  labels={labels}
                  marked={marked}
                  title={t('board.mapTitle')}
                  preview={preview}
                  onActivate={onActivate}
                  onInspect={setInspected}
                />
                <HexNumbers spaces={numberedSpaces(G, highlights)} />
                <HexTip
                  id={tipId}
                  space={inspected}
                  text={inspected !== null ? labels[inspected] : null}
                  map={stage}
                  onClose={closeTip}
                />
              </div>
              <ScoringTrack t={t} rounds={rounds} />
            </MapFrame>
          </div>
          <div className="tk-side">
            {tile !== null && placement && (
              <PlacementPanel
                t={t}
                tile={tile}
                rotation={turn}
                fitting={layouts}
                targets={placement}
                onRotate={onRotate}
                onPlace={(s) => onActivate(s)}
              />
            )}
            {tile === null && G.turn.tile !== null && (
              <section className="tk-panel" aria-label={t('board.drawnTile')}>
                <h3>{t('board.drawnTile')}</h3>
                <Tooltip content={tileText(t, G.turn.tile)}>
                  <span tabIndex={0} className="tk-tile-anchor" data-testid="others-tile">
                    <TileCard tileId={G.turn.tile} label={tileText(t, G.turn.tile)} />
                  </span>
                </Tooltip>
              </section>
            )}
            {G.auction && (step === 'bid' || step === 'choose') && (
              <AuctionPanel t={t} auction={G.auction} legal={legal} onMove={play} />
            )}
            {acting && (
              <ActionPanel
                t={t}
                ap={G.turn.ap}
                legal={legal}
                action={action}
                onAction={onAction}
                targets={targets}
                movers={pieceSpace !== null ? (movers.get(pieceSpace) ?? []) : []}
                piece={piece}
                onPiece={setChosenPiece}
                onMove={(m) => {
                  play(m);
                  afterMove();
                }}
              />
            )}
            <Treasures t={t} G={G} from={treasureFrom} />
            <Supply t={t} G={G} />
          </div>
        </div>
      </div>
    </>
  );
}
