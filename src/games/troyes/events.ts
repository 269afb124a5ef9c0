import { EVENT_CUBE_INFLUENCE } from './constants';
import type { EventCard, EventId } from './data/events';
import { eventOf } from './data/printed';
import type { PlayerID, TroyesState } from './state';
import { log } from './ui';
import { COLOUR_CODE } from './dice';
import type { Building } from './data/common';
import { isProtected } from './buildings';
import { gainInfluence, gainVp, penalty, standingIn } from './players';

// Events (reference §4 phase 3, §6.3): what each card does every round, cubes on
// cards, and countering a card once its flags are full.

/** Phase 3: the card's text, applied to every player. Who cannot comply in full gives what he can and loses 2 VP for this card. */
export function applyEvent(G: TroyesState, card: EventCard): void {
  const e = card.effect;
  if (e.kind === 'none') return;
  if (e.kind === 'neutralIn') {
    neutralIn(G, card, e.building);
    return;
  }
  for (const p of G.playOrder) {
    const pl = G.players[p];
    let short = false;
    let deniers = 0;
    let influence = 0;
    let die: string | null = null;
    if (e.kind === 'pay' || e.kind === 'payPerCitizen') {
      const need = e.kind === 'pay' ? e.deniers : e.deniers * standingIn(G, p, e.building);
      deniers = Math.min(need, pl.deniers);
      pl.deniers -= deniers;
      if (deniers < need) short = true;
      const needInfluence = e.kind === 'pay' ? e.influence : 0;
      influence = Math.min(needInfluence, pl.influence);
      pl.influence -= influence;
      if (influence < needInfluence) short = true;
      if (need === 0 && needInfluence === 0) continue;
    } else {
      const dice = G.square[p];
      const c = COLOUR_CODE[e.colour];
      let best = -1;
      dice.forEach((d, i) => {
        if (d.c === c && (best < 0 || d.v > dice[best].v)) best = i;
      });
      if (best < 0) short = true;
      else {
        die = `${dice[best].c}${dice[best].v}`;
        dice.splice(best, 1);
      }
    }
    if (e.kind === 'discardHighest') {
      if (die !== null) log(G, 'eventDie', { player: p, event: card.id, die });
    } else log(G, 'eventPay', { player: p, event: card.id, deniers, influence });
    if (short) penalty(G, p, 'event', card.id);
  }
}

/** A neutral citizen enters the building: on the first space held by a player's citizen that can be expelled, else on the first empty one. */
function neutralIn(G: TroyesState, card: EventCard, building: Building): void {
  if (G.neutralSupply < 1) return;
  const b = G.buildings[building];
  let at = b.spaces.findIndex((o) => o !== null && o !== 'n' && !isProtected(G, building, o));
  if (at < 0) at = b.spaces.indexOf(null);
  if (at < 0) return;
  const expelled = b.spaces[at];
  b.spaces[at] = 'n';
  G.neutralSupply -= 1;
  log(G, 'eventNeutral', { event: card.id, building });
  if (expelled !== null) {
    b.lying.push(expelled);
    log(G, 'expelled', { player: expelled, building });
  }
}

export function freeFlags(G: TroyesState, index: number): number {
  const e = G.events[index];
  return eventOf(G, e.id).flags - e.cubes.length;
}

export function eventIndex(G: TroyesState, id: EventId): number {
  return G.events.findIndex((e) => e.id === id);
}

/** Events in the row with a free flag space. */
export function openEvents(G: TroyesState): EventId[] {
  return G.events.filter((_, i) => freeFlags(G, i) > 0).map((e) => e.id);
}

/**
 * Puts up to `cubes` of the player's cubes on an event (the rest are lost), +1
 * influence per cube placed; counters the card when its flags are full. Returns
 * the cubes placed.
 */
export function placeEventCubes(G: TroyesState, p: PlayerID, id: EventId, cubes: number): number {
  const i = eventIndex(G, id);
  if (i < 0) throw new Error(`no event ${id} in the row`);
  const placed = Math.max(0, Math.min(cubes, freeFlags(G, i)));
  for (let k = 0; k < placed; k++) G.events[i].cubes.push(p);
  gainInfluence(G, p, placed * EVENT_CUBE_INFLUENCE);
  if (freeFlags(G, i) === 0) counter(G, i);
  return placed;
}

/**
 * Who is rewarded for a full card (reference §6.3): one player holding every cube
 * takes both rewards; players tied for most share both rewards (rounded down) and
 * nobody is second; else the most takes the first and those tied for second share
 * the second. The card goes to the most, among tied players to the one who placed
 * a cube first.
 */
export function rewards(
  cubes: readonly PlayerID[],
  reward: readonly [number, number],
): { vp: Map<PlayerID, number>; taker: PlayerID | null } {
  const count = new Map<PlayerID, number>();
  for (const p of cubes) count.set(p, (count.get(p) ?? 0) + 1);
  const vp = new Map<PlayerID, number>();
  if (count.size === 0) return { vp, taker: null };
  const byCount = [...count.entries()].sort((a, b) => b[1] - a[1]);
  const top = byCount[0][1];
  const first = byCount.filter(([, n]) => n === top).map(([p]) => p);
  const firstPlaced = (group: PlayerID[]) => cubes.find((p) => group.includes(p)) ?? group[0];
  if (count.size === 1) {
    vp.set(first[0], reward[0] + reward[1]);
    return { vp, taker: first[0] };
  }
  if (first.length > 1) {
    const share = Math.floor((reward[0] + reward[1]) / first.length);
    for (const p of first) vp.set(p, share);
    return { vp, taker: firstPlaced(first) };
  }
  vp.set(first[0], reward[0]);
  const next = byCount.find(([, n]) => n < top)![1];
  const second = byCount.filter(([, n]) => n === next).map(([p]) => p);
  const share = Math.floor(reward[1] / second.length);
  for (const p of second) vp.set(p, share);
  return { vp, taker: first[0] };
}

/** A full card is countered: rewards, cubes home, the card to its taker (Pillage stays, emptied). */
export function counter(G: TroyesState, index: number): void {
  const e = G.events[index];
  const card = eventOf(G, e.id);
  const { vp, taker } = rewards(e.cubes, card.reward);
  for (const p of G.playOrder) {
    const n = vp.get(p);
    if (n === undefined) continue;
    gainVp(G, p, n);
    log(G, 'reward', { player: p, event: e.id, vp: String(n) });
  }
  if (card.permanent) {
    e.cubes = [];
    log(G, 'pillageCountered', {});
    return;
  }
  G.events.splice(index, 1);
  if (taker !== null) G.players[taker].won.push(e.id);
  log(G, 'countered', { event: e.id, taker });
}
