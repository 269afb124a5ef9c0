// The Iwari board: the map drawn from its data, your hand, the deck and the
// display, the pieces you pick on the map with the ways to pay for them shown
// before you commit, feats and expeditions when in play, the score track and a
// walk through each scoring. Every highlight comes from the legal moves the kit
// passes in (the game's complete legal list) and every button plays one of them;
// the board reads only the seat's view of G. The prompt bar and the player panels
// come from the game itself (its spec's prompt and counters).
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import {
  mapOf,
  NEUTRAL,
  territoryName,
  type Biome,
  type IwariMove,
  type IwariState,
  type PlayerID,
} from '../../../games/iwari';
import { MapFrame, RecentPlacesProvider, recentPlaces, type TableBoardProps } from '../../kit';
import { fromPanel, MapView, type MapHighlights, type Mark } from './MapView';
import { TentIcon } from './pieces';
import { CardsPanel, ExpeditionsPanel, FeatChoicePanel, FeatsPanel, HandPanel, PlacementPanel } from './Panels';
import { ScoringView, scoringSteps } from './ScoringView';
import {
  additions,
  EMPTY,
  paymentsFor,
  placeMoves,
  placesOf,
  startTargets,
  toggleSpace,
  toggleTotem,
  type Selection,
} from './selection';
import { actingTribe, describeConnection, describeTerritory, spaceName, tribeName, useIwariT } from './text';
import './iwari.css';

const NO_MOVES: readonly IwariMove[] = [];

type Inspected = { territory?: string; connection?: number } | null;

export default function Board({
  G,
  playerID,
  isActive,
  play: playMove,
  legalMoves,
  seats,
  recent,
}: TableBoardProps<IwariState, IwariMove>) {
  const t = useIwariT();
  const tipId = useId();
  const me = isActive && playerID !== null && G.playOrder.includes(playerID) ? playerID : null;
  const legal = me !== null ? legalMoves : NO_MOVES;
  const playRef = useRef(playMove);
  playRef.current = playMove;

  const marked = useMemo(() => recentPlaces(recent, placesOf), [recent]);
  const [sel, setSel] = useState<Selection>(EMPTY);
  const [paying, setPaying] = useState<readonly Biome[] | null>(null);
  const [inspected, setInspected] = useState<Inspected>(null);
  const [pinned, setPinned] = useState<Inspected>(null);
  const [scoring, setScoring] = useState<{ which: number; step: number; walking: boolean }>({
    which: -1,
    step: 0,
    walking: false,
  });
  // A new step of the turn starts with nothing picked.
  const stepKey = `${G.turn.number}/${G.turn.step}/${G.turn.feats.length}`;
  const [seenStep, setSeenStep] = useState(stepKey);
  if (seenStep !== stepKey) {
    setSeenStep(stepKey);
    setSel(EMPTY);
    setPaying(null);
  }

  const play = useCallback((m: IwariMove) => {
    setSel(EMPTY);
    setPaying(null);
    playRef.current(m);
  }, []);

  const index = mapOf(G);
  const moves = useMemo(() => placeMoves(legal), [legal]);
  const placing = moves.length > 0;
  const neutral = G.turn.step === 'neutral';
  const selection = sel.territory !== null && moves.some((m) => m.args[0] === sel.territory) ? sel : EMPTY;
  const payments = useMemo(() => paymentsFor(moves, selection), [moves, selection]);
  const tribe = actingTribe(G, me);

  const highlights = useMemo((): MapHighlights => {
    const spaces = new Map<string, Mark>();
    const totems = new Map<string, Mark>();
    if (placing) {
      const start = startTargets(moves);
      const more = additions(moves, selection);
      // Pieces elsewhere start a new pick; while one is under way they glow less.
      const mark: Mark = selection.territory === null ? 'target' : 'start';
      for (const s of start.spaces) if (index.territoryOfSpace.get(s) !== selection.territory) spaces.set(s, mark);
      for (const territory of start.totems) if (territory !== selection.territory) totems.set(territory, mark);
      for (const s of more.spaces) spaces.set(s, 'target');
      for (const p of selection.pieces) if (p !== 'totem') spaces.set(p, 'selected');
      if (selection.territory !== null) {
        if (more.totem) totems.set(selection.territory, 'target');
        else if (selection.pieces.includes('totem')) totems.set(selection.territory, 'selected');
      }
    }
    const territories = new Set<string>();
    const connections = new Set<number>();
    for (const m of legal) {
      if (m.move === 'featOnTerritory') territories.add(m.args[0]);
      if (m.move === 'featOnConnection') connections.add(m.args[0]);
    }
    let focus: Inspected = null;
    if (scoring.walking && G.scorings.length > 0) {
      const which = scoring.which < 0 ? G.scorings.length - 1 : scoring.which;
      const steps = scoringSteps(t, G.scorings[which], seats, index);
      focus = steps[Math.min(scoring.step, steps.length - 1)]?.focus ?? null;
    }
    return { spaces, totems, territories, connections, focus };
  }, [placing, moves, selection, legal, index, scoring, G.scorings, t, seats]);

  // The territories' and connections' sentences change with the state only, not with each pick.
  const described = useMemo(
    () => ({
      territories: new Map(index.territories.map((x) => [x.id, describeTerritory(t, G, x.id, seats)])),
      connections: new Map(index.connections.map((c) => [c.n, describeConnection(t, G, c.n, seats)])),
    }),
    [index, G, t, seats],
  );
  const labels = useMemo(() => {
    const { territories, connections } = described;
    const spaces = new Map<string, string>();
    for (const [s, mark] of highlights.spaces)
      spaces.set(s, t(mark === 'selected' ? 'board.spaceSelected' : 'board.spaceTarget', spaceName(index, s)));
    return {
      territories,
      connections,
      spaces,
      totem: (territory: string) =>
        t(highlights.totems.get(territory) === 'selected' ? 'board.totemSelected' : 'board.totemTarget', {
          ...territoryName(index, territory),
        }),
    };
  }, [described, t, highlights, index]);

  const onSpace = useCallback(
    (territory: string, space: string) => {
      setSel((s) =>
        toggleSpace(
          moves,
          s.territory !== null && moves.some((m) => m.args[0] === s.territory) ? s : EMPTY,
          territory,
          space,
        ),
      );
      setPinned({ territory });
    },
    [moves],
  );
  const onTotem = useCallback(
    (territory: string) => {
      setSel((s) =>
        toggleTotem(moves, s.territory !== null && moves.some((m) => m.args[0] === s.territory) ? s : EMPTY, territory),
      );
      setPinned({ territory });
    },
    [moves],
  );
  const onTerritory = useCallback(
    (territory: string) => {
      const feat = legal.find((m) => m.move === 'featOnTerritory' && m.args[0] === territory);
      if (feat) play(feat);
      else setPinned((p) => (p?.territory === territory ? null : { territory }));
    },
    [legal, play],
  );
  const onConnection = useCallback(
    (n: number) => {
      const feat = legal.find((m) => m.move === 'featOnConnection' && m.args[0] === n);
      if (feat) play(feat);
      else setPinned((p) => (p?.connection === n ? null : { connection: n }));
    },
    [legal, play],
  );

  const markerLabel = useCallback((p: PlayerID) => `${tribeName(t, p, seats)}: ${G.scores[p]}`, [t, seats, G.scores]);

  const shown = inspected ?? pinned;
  const tip =
    shown?.territory !== undefined
      ? labels.territories.get(shown.territory)
      : shown?.connection !== undefined
        ? labels.connections.get(shown.connection)
        : null;
  const ghost =
    tribe !== null && selection.territory !== null
      ? {
          tribe,
          territory: selection.territory,
          spaces: selection.pieces.filter((p) => p !== 'totem'),
          totems: selection.pieces.filter((p) => p === 'totem').length,
        }
      : null;
  const feat = G.turn.step === 'feat' && me !== null ? (G.turn.feats[0]?.feat ?? null) : null;
  const which = scoring.which < 0 ? G.scorings.length - 1 : scoring.which;
  const hand = playerID !== null ? (G.hands[playerID] ?? []) : [];

  return (
    <RecentPlacesProvider places={marked}>
      <div className="iwari-board" data-step={G.turn.step} data-testid="iwari-board">
        <div className="iw-layout">
          <div className="iw-side">
            {placing && (
              <PlacementPanel
                t={t}
                index={index}
                sel={selection}
                payments={payments}
                neutral={neutral}
                onPay={play}
                onHover={setPaying}
                onClear={() => setSel(EMPTY)}
              />
            )}
            {feat !== null && <FeatChoicePanel t={t} index={index} legal={legal} feat={feat} onMove={play} />}
            {playerID !== null && G.playOrder.includes(playerID) && (
              <HandPanel t={t} seat={playerID} hand={hand} legal={legal} paying={paying} onMove={play} />
            )}
            <CardsPanel t={t} G={G} legal={legal} onMove={play} />
            {G.options.feats && <FeatsPanel t={t} G={G} seats={seats} />}
            {G.expeditions.length > 0 && <ExpeditionsPanel t={t} G={G} seats={seats} />}
            {G.scorings.length > 0 && (
              <ScoringView
                t={t}
                G={G}
                seats={seats}
                which={which}
                step={scoring.step}
                onWhich={(i) => setScoring({ which: i, step: 0, walking: true })}
                onStep={(i) => setScoring((s) => ({ ...s, which, step: i, walking: true }))}
              />
            )}
          </div>
          <div className="iw-map-col">
            <MapFrame
              prefix="iw"
              words={{
                title: t('mapZoom.title'),
                zoomIn: t('mapZoom.in'),
                zoomOut: t('mapZoom.out'),
                scrollHint: t('mapZoom.scrollHint'),
              }}
            >
              <div className="iw-map-stage" aria-describedby={tip ? tipId : undefined}>
                <MapView
                  G={G}
                  highlights={highlights}
                  ghost={ghost}
                  labels={labels}
                  title={t('board.mapTitle', { map: G.printedMap ? G.printedMap.name : t(`maps.${G.mapId}`) })}
                  trackLabel={t('board.scoreTrack')}
                  markerLabel={markerLabel}
                  onSpace={onSpace}
                  onTotem={onTotem}
                  onTerritory={onTerritory}
                  onConnection={onConnection}
                  onInspect={setInspected}
                />
              </div>
            </MapFrame>
            <p id={tipId} className="iw-inspector" role="status" data-testid="inspector">
              {tip ?? t('board.inspectHint')}
            </p>
            <p className="iw-legend">
              {G.tribes.map((x) => (
                // The third tribe has no player panel: its pieces come from here.
                <span
                  key={x}
                  className="iw-legend-item"
                  data-motion-anchor={x === NEUTRAL ? fromPanel(NEUTRAL) : undefined}
                >
                  <TentIcon tribe={x} label="" size={16} /> {tribeName(t, x, seats)}
                </span>
              ))}
              {index.def.standIn && <span className="iw-standin">{t('board.standIn')}</span>}
              {G.printedMap && (
                <span className="iw-standin" data-testid="printed-map">
                  {t('board.printedMap', { name: G.printedMap.name })}
                </span>
              )}
            </p>
          </div>
        </div>
      </div>
    </RecentPlacesProvider>
  );
}
