// `npm run bench`: per registered game and player count, random full games per
// second through boardgame.io's reducer, and the cost of one ai.enumerate call.
// Run with NODE_ENV=production (the npm script sets it): the development build
// checks G's serialisability on every move and is about 8x slower.
import type { Ctx, Game, State } from 'boardgame.io';
import { games } from '../src/games';
import { actingPlayers, playRandomGame } from '../src/engine/testing/playout';

const budgetMs = Number(process.env.BENCH_MS ?? 4000);
const only = process.argv[2];

function gamesPerSecond(game: Game, numPlayers: number) {
  const states: State[] = [];
  let played = 0;
  let moves = 0;
  const start = performance.now();
  while (performance.now() - start < budgetMs || played < 3) {
    const result = playRandomGame(game, { numPlayers, seed: `bench-${numPlayers}-${played}` });
    moves += result.moves;
    played++;
    if (states.length < 20) states.push(result.state);
  }
  const seconds = (performance.now() - start) / 1000;
  return { played, seconds, moves };
}

function enumerateCost(game: Game, numPlayers: number) {
  // Sample states from the middle of a game, then time enumerate on them.
  const samples: { G: unknown; ctx: Ctx; playerID: string }[] = [];
  playRandomGame(game, {
    numPlayers,
    seed: `enum-${numPlayers}`,
    check: (_before, after) => {
      if (samples.length < 500 && !after.ctx.gameover) {
        for (const playerID of actingPlayers(after.ctx)) samples.push({ G: after.G, ctx: after.ctx, playerID });
      }
    },
  });
  const enumerate = game.ai!.enumerate as (G: unknown, ctx: Ctx, playerID: string) => unknown[];
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < budgetMs / 4) {
    for (const s of samples) {
      enumerate(s.G, s.ctx, s.playerID);
      calls++;
    }
  }
  return ((performance.now() - start) * 1000) / calls;
}

console.log(`NODE_ENV=${process.env.NODE_ENV ?? ''}  budget ${budgetMs} ms per row`);
console.log('game       players  games/s   ms/game   moves/game  enumerate µs');
for (const game of games) {
  if (only && game.name !== only) continue;
  for (let n = game.minPlayers ?? 2; n <= (game.maxPlayers ?? 4); n++) {
    const r = gamesPerSecond(game, n);
    const us = enumerateCost(game, n);
    console.log(
      `${game.name!.padEnd(10)} ${String(n).padStart(7)}  ${(r.played / r.seconds).toFixed(2).padStart(7)}  ` +
        `${((r.seconds * 1000) / r.played).toFixed(1).padStart(8)}  ${(r.moves / r.played).toFixed(0).padStart(10)}  ` +
        `${us.toFixed(1).padStart(12)}`,
    );
  }
}
