import { describe, expect, it } from 'vitest';
import { BASE_CAMP, spaceAt } from '../data/board';
import { matchWith, play, put, type TikalMatch } from './helpers';

const NORTH_TEMPLE = spaceAt(0, 3);
const S16 = spaceAt(0, 2);

function expectRefused(s: TikalMatch, playerID: string, move: string, ...args: unknown[]): void {
  const G = structuredClone(s.G);
  const ctx = structuredClone(s.ctx);
  const next = play(s, playerID, move, ...args);
  expect(next._stateID, `${playerID} ${move}(${JSON.stringify(args)})`).toBe(s._stateID);
  expect(next.G).toEqual(G);
  expect(next.ctx).toEqual(ctx);
}

const junk: unknown[] = [undefined, null, -1, 1.5, NaN, Infinity, 40, '3', {}, [], true];

function actionPosition(): TikalMatch {
  return matchWith(2, (G) => {
    G.turn.step = 'actions';
    G.turn.tile = null;
    G.turn.ap = 10;
    put(G, '0', 'explorer', NORTH_TEMPLE, 2);
    put(G, '0', 'explorer', BASE_CAMP);
    G.players['0'].treasures[1] = 1;
    G.players['1'].treasures[2] = 1;
  });
}

describe('moves refuse bad arguments and change nothing (through the reducer)', () => {
  it('spending moves with malformed arguments', () => {
    const s = actionPosition();
    for (const bad of junk) {
      expectRefused(s, '0', 'bringIn', bad, BASE_CAMP);
      expectRefused(s, '0', 'bringIn', 'explorer', bad);
      expectRefused(s, '0', 'campJump', bad, BASE_CAMP);
      expectRefused(s, '0', 'movePiece', bad, BASE_CAMP);
      expectRefused(s, '0', 'movePiece', 1, bad);
      expectRefused(s, '0', 'excavate', bad);
      expectRefused(s, '0', 'recoverTreasure', bad);
      expectRefused(s, '0', 'exchangeTreasure', bad, '1', 2);
      expectRefused(s, '0', 'exchangeTreasure', 1, bad, 2);
      expectRefused(s, '0', 'exchangeTreasure', 1, '1', bad);
      expectRefused(s, '0', 'buildCamp', bad);
      expectRefused(s, '0', 'placeGuard', bad);
    }
  });

  it('wrong arity, unknown piece kinds and moves out of step', () => {
    const s = actionPosition();
    expectRefused(s, '0', 'excavate');
    expectRefused(s, '0', 'excavate', NORTH_TEMPLE, 1);
    expectRefused(s, '0', 'endTurn', 1);
    expectRefused(s, '0', 'bringIn', 'guard', BASE_CAMP);
    expectRefused(s, '0', 'bringIn', 'explorer', NORTH_TEMPLE); // not a camp
    expectRefused(s, '0', 'movePiece', 5, NORTH_TEMPLE); // piece still in supply
    expectRefused(s, '0', 'movePiece', 19, NORTH_TEMPLE); // no such piece
    expectRefused(s, '0', 'exchangeTreasure', 1, '0', 2); // with himself
    expectRefused(s, '0', 'exchangeTreasure', 1, '9', 2); // nobody
    expectRefused(s, '0', 'placeTile', S16, 0); // no tile waiting
    expectRefused(s, '0', 'chooseTile', 'A1');
    expectRefused(s, '0', 'bid', 1);
    expectRefused(s, '0', 'passBid');
    expectRefused(s, '0', 'noSuchMove');
  });

  it('the other player cannot act, nor anyone not seated', () => {
    const s = actionPosition();
    expectRefused(s, '1', 'bringIn', 'explorer', BASE_CAMP);
    expectRefused(s, '1', 'endTurn');
    expectRefused(s, '7', 'endTurn');
    expectRefused(s, 'constructor', 'endTurn');
    expectRefused(s, '__proto__', 'bringIn', 'explorer', BASE_CAMP);
  });

  it('while a tile waits, only its placement is allowed', () => {
    const s = matchWith(2, (G) => {
      G.turn.tile = 'C2';
    });
    expectRefused(s, '0', 'endTurn');
    expectRefused(s, '0', 'bringIn', 'explorer', BASE_CAMP);
    for (const bad of junk) {
      expectRefused(s, '0', 'placeTile', bad, 0);
      expectRefused(s, '0', 'placeTile', S16, bad);
    }
    expectRefused(s, '0', 'placeTile', S16, 6);
    expectRefused(s, '0', 'placeTile', spaceAt(6, 0), 0);
    expectRefused(s, '1', 'placeTile', S16, 0);
  });

  it('bids: only whole numbers above the high bid, within the score, by the bidder', () => {
    const s = matchWith(2, () => undefined, { auction: true });
    for (const bad of [...junk, 0, 21]) expectRefused(s, '0', 'bid', bad);
    expectRefused(s, '1', 'bid', 3);
    expectRefused(s, '1', 'passBid');
    expectRefused(s, '0', 'chooseTile', s.G.auction?.display[0]);
    expectRefused(s, '0', 'endTurn');
  });

  it('chooseTile only takes a displayed tile', () => {
    const s = matchWith(
      2,
      (G) => {
        if (!G.auction) throw new Error('auction expected');
        G.auction.bidder = null;
        G.turn.step = 'choose';
      },
      { auction: true },
    );
    const hidden = s.G.secret?.stack[0];
    for (const bad of [...junk, 'Z9', hidden]) expectRefused(s, '0', 'chooseTile', bad);
  });
});
