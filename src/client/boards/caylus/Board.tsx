// The Caylus board, drawn: the castle, the special buildings, the bridge and the
// road winding away from it, the favour table and the building supply as cards,
// pieces drawn by the kit's art; the acting player's legal moves are
// highlighted where they happen and listed in the decision panel, which the table's
// dock holds (kit/Dock.tsx). The prompt bar and the player panels are the kit's,
// from the game's spec.
import { useCallback, useMemo, useRef } from 'react';
import type { CaylusMove, CaylusState } from '../../../games/caylus';
import { Docked, recentPlaces, type TableBoardProps } from '../../kit';
import { Castle } from './Castle';
import { DecisionPanel } from './DecisionPanel';
import { FavourTable } from './Favours';
import { Flights } from './Flights';
import { Road } from './Road';
import { Specials } from './Specials';
import { Supply } from './Supply';
import { BRIDGE_KEY, placesOf, spatialTargets, type Target, type Targets } from './targets';
import { Bridge, TurnOrder } from './Tracks';
import { choiceText, useCaylusT } from './text';
import './caylus.css';

const NO_MOVES: readonly CaylusMove[] = [];
const NO_TARGETS: Targets = new Map<string, Target>();

export default function Board({
  G,
  playerID,
  isActive,
  play,
  legalMoves,
  recent,
}: TableBoardProps<CaylusState, CaylusMove>) {
  const t = useCaylusT();
  const decision = G.decision;
  const mine = isActive && decision !== null && decision.player === playerID;
  const legal = mine ? legalMoves : NO_MOVES;

  // `play` may change identity between renders; a stable callback keeps the
  // memoised tiles from re-rendering for that alone.
  const playRef = useRef(play);
  playRef.current = play;
  const choose = useCallback((m: CaylusMove) => playRef.current(m), []);

  const targets = useMemo(
    () => (decision && mine ? spatialTargets(G, decision, legal, (m) => choiceText(t, G, decision, m)) : NO_TARGETS),
    [G, decision, mine, legal, t],
  );

  // Handed to the parts as props, each element its own seat: see kit's RecentMarkFor.
  const marked = useMemo(() => recentPlaces(recent, (m, player) => placesOf(G, m, player)), [G, recent]);

  return (
    <div className="caylus-board">
      {decision && mine && (
        // In the table's dock, beside the board or at the window's foot: never over a target.
        <Docked>
          <DecisionPanel G={G} decision={decision} legal={legal} onChoose={choose} />
        </Docked>
      )}
      <div className="cy-top">
        <Castle G={G} target={targets.get('castle')} recent={marked.get('castle')} onChoose={choose} />
        <div className="cy-tracks">
          <TurnOrder turnOrder={G.turnOrder} />
        </div>
      </div>
      <Specials G={G} targets={targets} marked={marked} onChoose={choose} />
      {/* The way out of the castle: past the special buildings, over the bridge, onto the road. */}
      <div className="cy-way">
        <Bridge passed={G.bridge} target={targets.get(BRIDGE_KEY)} recent={marked.get(BRIDGE_KEY)} onChoose={choose} />
      </div>
      <Road G={G} targets={targets} marked={marked} onChoose={choose} />
      <div className="cy-bottom">
        <FavourTable G={G} targets={targets} marked={marked} onChoose={choose} />
        <Supply G={G} legal={legal} targets={targets} onChoose={choose} />
      </div>
      <Flights G={G} />
    </div>
  );
}
