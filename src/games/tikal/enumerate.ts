import { legalBids, canPassBid, legalTileChoices } from './rules/auction';
import { legalCampSites } from './rules/camp';
import { legalExcavations } from './rules/excavation';
import { canEndTurn } from './rules/flow';
import { legalGuardSites } from './rules/guard';
import { campJumpTargets, legalBringIns, reachFromEach } from './rules/movement';
import { representativePieces } from './rules/pieces';
import { legalPlacements } from './rules/placement';
import { legalExchanges, legalRecoveries } from './rules/treasure';
import type { PlayerID, TikalState } from './state';

// Every move a player may make now, built only from the rules' legal-move functions.
// Interchangeable pieces are offered once, and a walk is one move to a reachable
// space at its cheapest cost, so bots get short lists.

export interface TikalMove {
  move: string;
  args: unknown[];
}

export function enumerateMoves(G: TikalState, player: PlayerID): TikalMove[] {
  if (G.phase === 'over') return [];
  if (G.turn.step === 'bid') {
    if (!canPassBid(G, player)) return [];
    return [
      ...legalBids(G, player).map((n) => ({ move: 'bid', args: [n] })),
      { move: 'passBid', args: [] },
    ];
  }
  if (G.turn.player !== player) return [];
  if (G.turn.step === 'choose') return legalTileChoices(G, player).map((t) => ({ move: 'chooseTile', args: [t] }));
  if (G.turn.step === 'place') return legalPlacements(G).map((p) => ({ move: 'placeTile', args: [p.space, p.rotation] }));
  return actionMoves(G, player);
}

function actionMoves(G: TikalState, player: PlayerID): TikalMove[] {
  const out: TikalMove[] = [];
  if (canEndTurn(G, player)) out.push({ move: 'endTurn', args: [] });
  for (const b of legalBringIns(G, player)) out.push({ move: 'bringIn', args: [b.kind, b.camp] });
  const pieces = G.players[player].pieces;
  const movers = representativePieces(G, player);
  const reach = reachFromEach(G, [...new Set(movers.map((i) => pieces[i].space))], G.turn.ap);
  for (const i of movers) {
    for (const camp of campJumpTargets(G, player, i)) out.push({ move: 'campJump', args: [i, camp] });
    for (const r of reach.get(pieces[i].space) ?? []) out.push({ move: 'movePiece', args: [i, r.space] });
  }
  for (const s of legalExcavations(G, player)) out.push({ move: 'excavate', args: [s] });
  for (const s of legalRecoveries(G, player)) out.push({ move: 'recoverTreasure', args: [s] });
  for (const e of legalExchanges(G, player)) out.push({ move: 'exchangeTreasure', args: [e.give, e.opponent, e.take] });
  for (const s of legalCampSites(G, player)) out.push({ move: 'buildCamp', args: [s] });
  for (const s of legalGuardSites(G, player)) out.push({ move: 'placeGuard', args: [s] });
  return out;
}
