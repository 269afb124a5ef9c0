// The Caylus board: castle, special buildings, bridge and turn order, the road,
// the favour table and the building supply; the acting player's legal moves are
// highlighted where they happen and listed in the decision panel.
import { useCallback, useMemo, useRef } from 'react';
import type { Ctx } from 'boardgame.io';
import { TRACKS } from '../../../games/caylus/data/board';
import { CUBES } from '../../../games/caylus/data/buildings';
import { placementPrice } from '../../../games/caylus/rules/placement';
import type { CaylusState } from '../../../games/caylus/state';
import type { Counter, LegalMove, Prompt, TableBoardProps } from '../../kit';
import { Castle } from './Castle';
import { DecisionPanel } from './DecisionPanel';
import { FavourTable } from './Favours';
import { Road } from './Road';
import { Specials } from './Specials';
import { Supply } from './Supply';
import { BRIDGE_KEY, spatialTargets, type Target, type Targets } from './targets';
import { Bridge, TurnOrder } from './Tracks';
import { choiceText, useCaylusT } from './text';
import './caylus.css';

const NO_MOVES: readonly LegalMove[] = [];
const NO_TARGETS: Targets = new Map<string, Target>();

export default function Board({ G, playerID, isActive, moves, legalMoves }: TableBoardProps<CaylusState>) {
  const t = useCaylusT();
  const decision = G.decision;
  const mine = isActive && decision !== null && decision.player === playerID;
  const legal = mine ? legalMoves : NO_MOVES;

  // The dispatchers may change identity between renders; a stable callback keeps
  // the memoised tiles from re-rendering for that alone.
  const movesRef = useRef(moves);
  movesRef.current = moves;
  const choose = useCallback((m: LegalMove) => movesRef.current[m.move]?.(...m.args), []);

  const targets = useMemo(
    () => (decision && mine ? spatialTargets(G, decision, legal, (m) => choiceText(t, G, decision, m)) : NO_TARGETS),
    [G, decision, mine, legal, t],
  );

  return (
    <div className="caylus-board">
      {decision && mine && <DecisionPanel G={G} decision={decision} legal={legal} onChoose={choose} />}
      <div className="cy-top">
        <Castle G={G} target={targets.get('castle')} onChoose={choose} />
        <div className="cy-tracks">
          <TurnOrder turnOrder={G.turnOrder} />
          <Bridge passed={G.bridge} target={targets.get(BRIDGE_KEY)} onChoose={choose} />
        </div>
      </div>
      <Specials G={G} targets={targets} onChoose={choose} />
      <Road G={G} targets={targets} onChoose={choose} />
      <div className="cy-bottom">
        <FavourTable G={G} targets={targets} onChoose={choose} />
        <Supply G={G} legal={legal} targets={targets} onChoose={choose} />
      </div>
    </div>
  );
}

/** What the prompt bar says: the acting player's task, or whom the table waits for. */
export function prompt(G: CaylusState, ctx: Ctx, playerID: string | null): Prompt | null {
  const d = G.decision;
  if (ctx.gameover !== undefined || !d) return null;
  if (d.player !== playerID) return { key: 'waitingFor', params: { player: d.player, decision: d.kind } };
  if (d.kind === 'place') {
    if (G.inn.right === playerID) return { key: 'placeInn' };
    // The castle is never anybody's building, so its price is the general one.
    return { key: 'placePrice', params: { price: placementPrice(G, playerID, 'castle') } };
  }
  return { key: d.kind };
}

const TRACK_LETTER: Record<string, string> = { prestige: 'P', deniers: 'D', resources: 'R', buildings: 'B' };

/** Houses on the road (owned buildings) and in the castle. */
function housesPlaced(G: CaylusState, playerID: string): number {
  const road = G.road.filter((r) => r.owner === playerID).length;
  const castle = Object.values(G.castle).reduce((n, houses) => n + houses.filter((p) => p === playerID).length, 0);
  return road + castle;
}

/** A player's panel: deniers, the five cubes, workers and houses, points, favour columns. */
export function counters(G: CaylusState, _ctx: Ctx, playerID: string): Counter[] {
  const me = G.players[playerID];
  if (!me) return [];
  return [
    { key: 'deniers', value: me.deniers },
    ...CUBES.map((c): Counter => ({ key: c, value: me.cubes[c] })),
    { key: 'workersHome', value: me.workersHome },
    { key: 'houses', value: housesPlaced(G, playerID) },
    { key: 'vp', value: me.vp },
    { key: 'favours', value: TRACKS.map((tr) => `${TRACK_LETTER[tr]}${me.favours[tr]}`).join(' ') },
  ];
}
