// `npm run bench:bots`: the bot arena. Seeded games between two bot levels, the
// first level's seat rotated through every seat (one seat of level A against the
// others at level B), per game and player count: A's win rate with its 95% Wilson
// interval, and the decision times (p50/p95, over decisions with a real choice).
// Matches: hard-mcts (boardgame.io's MCTSBot at its defaults, on the full state
// through the framework reducer), hard-normal, normal-easy, easy-random.
//
//   npm run bench:bots -- --games 10 --only tikal --players 2,3 --match hard-normal
//   flags: --games N (per cell; MCTS cells default to --mcts-games), --mcts-games N,
//   --only <game>, --players <list> (default 2), --match <list>,
//   --mcts-iterations N, --mcts-depth N (defaults: MCTSBot's 1000 and 50), --seed s,
//   --verbose (each game's result on stderr, with the decision times so far and the
//   load average), --no-cap (the levels' iteration budgets without their time cap:
//   on a loaded machine the cap, not the level, decides how far hard searches)
//
// A tie counts as half (a shared win among k winners as 1/k). Run with
// NODE_ENV=production (the npm script sets it).
import type { Ctx, State } from 'boardgame.io';
import { MCTSBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { games } from '../src/games';
import { chooseMove, EFFORT, search, type BotLevel } from '../src/engine/bots';
import { playBotGame, winShare, type SeatBot } from '../src/engine/bots/arena';
import type { AnyContractGame } from '../src/engine/contract';
import {
  seededRng,
  viewOf,
  type AnySpec,
  type GameResult,
  type GameState,
  type PlayerID,
} from '../src/engine/contract';

type Level = BotLevel | 'mcts';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const perCell = Number(flag('games') ?? 10);
const mctsGames = Number(flag('mcts-games') ?? flag('games') ?? 2);
const only = flag('only');
const playerCounts = (flag('players') ?? '2').split(',').map(Number);
const matches = (flag('match') ?? 'hard-mcts,hard-normal,normal-easy,easy-random')
  .split(',')
  .map((m) => m.split('-') as [Level, Level]);
const mctsIterations = Number(flag('mcts-iterations') ?? 1000);
const mctsDepth = Number(flag('mcts-depth') ?? 50);
const seedBase = flag('seed') ?? 'arena';
const verbose = process.argv.includes('--verbose');
const noCap = process.argv.includes('--no-cap');

/** A level as the arena plays it: with --no-cap, its budget without the time cap. */
function seatBot(level: BotLevel): SeatBot {
  return noCap && level !== 'random' ? { ...EFFORT[level], maxMs: Number.POSITIVE_INFINITY } : level;
}

/** Wilson score interval at 95%. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

function acting(spec: AnySpec, G: GameState): { player: PlayerID; count: number } | null {
  const flow = spec.flow(G);
  const seats = flow.stage && flow.stage.players.length > 0 ? flow.stage.players : [flow.player];
  for (const p of seats) {
    const n = (spec.botMoves ?? spec.legalMoves)(G, p).length;
    if (n > 0) return { player: p, count: n };
  }
  return null;
}

/** A game on the pure rules between our bots: seat `seatA` at level a, the others at b. */
function playPure(
  game: AnyContractGame,
  n: number,
  a: BotLevel,
  b: BotLevel,
  seatA: number,
  seed: string,
  times: Record<string, number[]>,
): number {
  const levels = Array.from({ length: n }, (_, i) => (i === seatA ? a : b));
  const { result, players } = playBotGame(game.spec, levels.map(seatBot), seed, (d) => {
    if (d.choices > 1) (times[levels[d.seat]] ??= []).push(d.ms);
  });
  return winShare(result, players[seatA]);
}

/** A game through boardgame.io's reducer where some seats are MCTSBot (full state) and the others our bot (seat view). */
async function playReducer(
  game: AnyContractGame,
  n: number,
  a: Level,
  b: Level,
  seatA: number,
  seed: string,
  times: Record<string, number[]>,
): Promise<number> {
  const spec = game.spec;
  const seeded = { ...game, seed };
  const reducer = CreateGameReducer({ game: seeded });
  let state = InitializeGame({ game: seeded, numPlayers: n }) as State<GameState>;
  const players = state.ctx.playOrder;
  const enumerate = game.ai!.enumerate;
  const mcts = new MCTSBot({
    game: seeded,
    enumerate,
    seed: `${seed}-mcts`,
    iterations: mctsIterations,
    playoutDepth: mctsDepth,
  });
  const rng = seededRng(seed);
  for (let steps = 0; !state.ctx.gameover; steps++) {
    if (steps > 20_000) throw new Error(`${game.name}: no end (seed ${seed})`);
    const turn = acting(spec, state.G);
    if (!turn) throw new Error(`${game.name}: nobody can move (seed ${seed})`);
    const level = turn.player === players[seatA] ? a : b;
    const t = performance.now();
    let action: unknown;
    if (level === 'mcts') {
      action = (await mcts.play(state, turn.player)).action;
    } else {
      const bot = seatBot(level);
      const view = viewOf(spec, state.G, turn.player);
      const m =
        typeof bot === 'string'
          ? chooseMove(spec, view, turn.player, players, bot, rng)
          : search(spec, view, turn.player, players, bot, rng);
      if (!m) throw new Error(`${level} found no move`);
      action = { type: 'MAKE_MOVE', payload: { type: m.move, args: [...m.args], playerID: turn.player } };
    }
    const ms = performance.now() - t;
    if (turn.count > 1) (times[level] ??= []).push(ms);
    const next = reducer(state, action as Parameters<typeof reducer>[1]) as State<GameState>;
    if (next._stateID !== state._stateID + 1) throw new Error(`${level}: move refused ${JSON.stringify(action)}`);
    state = next;
  }
  return winShare((state.ctx as Ctx & { gameover: GameResult }).gameover, players[seatA]);
}

async function cell(
  game: AnyContractGame,
  n: number,
  a: Level,
  b: Level,
): Promise<{ played: number; score: number; times: Record<string, number[]> }> {
  const count = a === 'mcts' || b === 'mcts' ? mctsGames : perCell;
  const times: Record<string, number[]> = {};
  let score = 0;
  for (let g = 0; g < count; g++) {
    const seed = `${seedBase}-${game.name}-${n}-${a}-${b}-${g}`;
    const seatA = g % n;
    const s =
      a === 'mcts' || b === 'mcts'
        ? await playReducer(game, n, a, b, seatA, seed, times)
        : playPure(game, n, a as BotLevel, b as BotLevel, seatA, seed, times);
    score += s;
    if (verbose) {
      const load = (await import('node:os')).loadavg()[0].toFixed(1);
      process.stderr.write(
        `  ${seed} seat ${seatA}: ${s}  (${score}/${g + 1})  ${a} ${ms(times[a], 0.5)}/${ms(times[a], 0.95)}  ${b} ${ms(times[b], 0.5)}/${ms(times[b], 0.95)} ms  load ${load}\n`,
      );
    }
  }
  return { played: count, score, times };
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`.padStart(4);
const ms = (xs: number[] | undefined, q: number) => (xs?.length ? quantile(xs, q).toFixed(0) : '-').padStart(5);

async function main() {
  const loadavg = (await import('node:os')).loadavg();
  console.log(
    `NODE_ENV=${process.env.NODE_ENV ?? ''}  load ${loadavg.map((l) => l.toFixed(2)).join(' ')}  MCTSBot ${mctsIterations}x${mctsDepth}  seed ${seedBase}${noCap ? '  no time cap' : ''}`,
  );
  console.log('game     n  A vs B        games  A score  win%   95% CI       A p50/p95 ms   B p50/p95 ms');
  for (const game of games) {
    if (only && game.name !== only) continue;
    for (const n of playerCounts) {
      if (n < game.spec.info.minPlayers || n > game.spec.info.maxPlayers) continue;
      for (const [a, b] of matches) {
        const r = await cell(game, n, a, b);
        const [lo, hi] = wilson(r.score, r.played);
        console.log(
          `${game.name.padEnd(8)} ${n}  ${`${a} vs ${b}`.padEnd(13)} ${String(r.played).padStart(5)}  ${r.score.toFixed(1).padStart(7)}  ${pct(r.score / r.played)}   [${pct(lo)}, ${pct(hi)}]` +
            `   ${ms(r.times[a], 0.5)}/${ms(r.times[a], 0.95)}    ${ms(r.times[b], 0.5)}/${ms(r.times[b], 0.95)}`,
        );
      }
    }
  }
}

void main();
