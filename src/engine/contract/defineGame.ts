// One function turns a spec into the boardgame.io Game: the move map, membership
// validation, rule errors caught and reported, the flow mirrored into turns, stages
// and phases, the end, the views, server-only moves, the contract's own undo (the
// framework's is off) and no client events.
import type { Ctx, FnContext, Game, LongFormMove, PhaseConfig, Plugin, TurnConfig } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { reportRuleError, type RuleError } from './errors';
import { findMember } from './membership';
import { watchedRng } from './irreversible';
import { checkOptions, resolveOptions, TABLE_OPTIONS, type OptionsDecl } from './options';
import { printedOf } from './printed';
import { frameworkRng } from './rng';
import { recordStep, takeBack, undoApiOf, UndoPlugin, UNDO_MOVE } from './undo';
import type { AnySpec, Flow, GameSpec, GameState, MoveShape, PlayerID } from './spec';

/** A boardgame.io Game built from a spec; the spec rides along for the client, bots and tests. */
export type ContractGame<
  G extends GameState = GameState,
  M extends MoveShape = MoveShape,
  O extends OptionsDecl = OptionsDecl,
> = Game<G> & {
  name: string;
  spec: GameSpec<G, M, O>;
};

/** A contract game whose state type the caller does not know (the registry, the shell, the tests). */
export type AnyContractGame = Game & { name: string; spec: AnySpec };

type Events = FnContext<unknown>['events'];

/** Runs a rule; a throw is reported and answered with `fallback`. */
export function guarded<T>(report: Omit<RuleError, 'error'>, fallback: T, rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    reportRuleError({ ...report, error });
    return fallback;
  }
}

// Inside a move boardgame.io hands the rules an immer draft, where every read costs
// a proxy trap: building a legal list on it is several times slower than on the
// plain state. A plugin's wrapper runs outside immer's, so it sees the state before
// the move; validation reads that. Moves run synchronously, so one slot suffices.
let stateBeforeMove: unknown;

const PreMoveState: Plugin = {
  name: 'contract-pre-move-state',
  fnWrap:
    (move) =>
    (context, ...args) => {
      const outer = stateBeforeMove;
      stateBeforeMove = context.G;
      try {
        return move(context, ...args);
      } finally {
        stateBeforeMove = outer;
      }
    },
};

/** The state before the running move: the plain object G is a draft of. */
function preMove<G>(G: G): G {
  return (stateBeforeMove ?? G) as G;
}

/** The stage map ctx.activePlayers should hold for this flow, or null. */
function stageMap(flow: Flow): Record<PlayerID, string> | null {
  if (!flow.stage || flow.stage.players.length === 0) return null;
  return Object.fromEntries(flow.stage.players.map((p) => [p, flow.stage!.name]));
}

function sameStages(a: Record<string, unknown> | null | undefined, b: Record<string, string> | null): boolean {
  const ka = a ? Object.keys(a) : [];
  const kb = b ? Object.keys(b) : [];
  return ka.length === kb.length && ka.every((k) => b !== null && a?.[k] === b[k]);
}

function syncStage(flow: Flow, ctx: Ctx, events: Events): void {
  const wanted = stageMap(flow);
  if (!sameStages(ctx.activePlayers, wanted)) events.setActivePlayers({ value: wanted ?? {} });
}

/** Whether `after` is another framework turn or phase than `before` (whose turn ctx shows). */
function turnChanges(before: Flow, after: Flow, ctx: Ctx, phased: boolean): boolean {
  return (
    (phased && after.phase !== undefined && after.phase !== ctx.phase) ||
    after.turn !== before.turn ||
    after.player !== ctx.currentPlayer
  );
}

/** Mirrors the flow after a move into the framework: a new phase, a new turn, or the stage players. */
function mirror(after: Flow, turnBefore: Flow, ctx: Ctx, events: Events, phased: boolean): void {
  if (phased && after.phase !== undefined && after.phase !== ctx.phase) events.setPhase(after.phase);
  else if (after.turn !== turnBefore.turn || after.player !== ctx.currentPlayer) events.endTurn();
  else syncStage(after, ctx, events);
}

export function defineGame<G extends GameState, M extends MoveShape, O extends OptionsDecl>(
  spec: GameSpec<G, M, O>,
): ContractGame<G, M, O> {
  const id = spec.info.id;
  const flowOf = (G: G, move: string, playerID: string | null): Flow | null =>
    guarded({ game: id, playerID, move, args: [], during: 'flow' }, null, () => spec.flow(G));
  const serverOnly = spec.secrecy !== 'none' || spec.randomInMoves === true;
  const phased = spec.phases !== undefined;
  if (Object.hasOwn(spec.moves, UNDO_MOVE)) throw new Error(`${id}: the move name ${UNDO_MOVE} is the contract's`);

  const moveFor = (name: string): LongFormMove<G> => ({
    client: !serverOnly,
    move: (context, ...args: unknown[]) => {
      const { G, ctx, playerID, events, random } = context;
      if (typeof playerID !== 'string' || !ctx.playOrder.includes(playerID)) return INVALID_MOVE;
      const report = { game: id, playerID, move: name, args };
      const before = preMove(G);
      const legal = guarded({ ...report, during: 'legalMoves' }, [] as M[], () =>
        spec.legalMoves(before, playerID, name as M['move']),
      );
      const member = findMember(legal, name, args, spec.canonical);
      if (!member) return INVALID_MOVE;
      const turnBefore = flowOf(before, name, playerID);
      const declared = guarded({ ...report, during: 'legalMoves' }, true, () =>
        spec.irreversible(before, playerID, member),
      );
      const rng = watchedRng(frameworkRng(random));
      // INVALID_MOVE makes boardgame.io drop every change this move made to the draft.
      const applied = guarded({ ...report, during: 'apply' }, false, () => {
        spec.apply(G, playerID, member, rng);
        return true;
      });
      if (!applied || !turnBefore) return INVALID_MOVE;
      const done = guarded({ ...report, during: 'result' }, null, () => spec.result(G));
      const after = done ? null : flowOf(G, name, playerID);
      if (!done && !after) return INVALID_MOVE;
      const undo = undoApiOf(context);
      if (undo) {
        const final = done !== null || declared || rng.used || turnChanges(turnBefore, after!, ctx, phased);
        recordStep(undo, playerID, before, final);
      }
      if (done) return undefined; // endIf ends the game
      mirror(after!, turnBefore, ctx, events, phased);
      return undefined;
    },
  });

  // Takes back the player's last step of this turn: the state before it, exactly.
  // Runs on the server only: a client does not have the earlier states.
  const undoMove: LongFormMove<G> = {
    client: false,
    move: (context) => {
      const { ctx, playerID, events } = context;
      if (typeof playerID !== 'string' || !ctx.playOrder.includes(playerID)) return INVALID_MOVE;
      const api = undoApiOf(context);
      const restored = api ? takeBack(api, playerID, preMove(context.G)) : null;
      if (!restored) return INVALID_MOVE;
      const flow = flowOf(restored, UNDO_MOVE, playerID);
      // Steps are dropped when the turn ends, so the earlier state is of this turn and phase.
      if (
        !flow ||
        flow.player !== ctx.currentPlayer ||
        (phased && flow.phase !== undefined && flow.phase !== ctx.phase)
      )
        return INVALID_MOVE;
      syncStage(flow, ctx, events);
      return restored;
    },
  };

  const moves: Record<string, LongFormMove<G>> = {
    ...Object.fromEntries(Object.keys(spec.moves).map((name) => [name, moveFor(name)])),
    [UNDO_MOVE]: undoMove,
  };
  const seat = ({ G, ctx }: { G: G; ctx: Ctx }): number => {
    const flow = flowOf(preMove(G), 'turn order', null);
    const i = flow ? ctx.playOrder.indexOf(flow.player) : -1;
    return Math.max(i, 0);
  };
  const turn: TurnConfig<G> = {
    order: { first: seat, next: seat },
    onBegin: ({ G, ctx, events }) => {
      const flow = flowOf(preMove(G), 'turn start', null);
      if (!flow) return;
      if (spec.phases && flow.phase !== undefined && flow.phase !== ctx.phase) events.setPhase(flow.phase);
      else syncStage(flow, ctx, events);
    },
  };
  const phases = spec.phases
    ? Object.fromEntries(
        spec.phases.map((name, i): [string, PhaseConfig<G>] => [name, { start: i === 0, moves, turn }]),
      )
    : undefined;

  const game: ContractGame<G, M, O> = {
    name: id,
    spec,
    minPlayers: spec.info.minPlayers,
    maxPlayers: spec.info.maxPlayers,
    disableUndo: true,
    plugins: [PreMoveState, UndoPlugin],
    validateSetupData: (setupData: unknown, numPlayers: number) => {
      if (!Number.isInteger(numPlayers) || numPlayers < spec.info.minPlayers || numPlayers > spec.info.maxPlayers) {
        return `${spec.info.title} is for ${spec.info.minPlayers} to ${spec.info.maxPlayers} players`;
      }
      return (
        checkOptions({ ...spec.options, ...TABLE_OPTIONS }, setupData) ??
        spec.validate?.(numPlayers, resolveOptions(spec.options, setupData))
      );
    },
    setup: ({ ctx, random }, setupData?: unknown) =>
      spec.setup(
        [...ctx.playOrder],
        resolveOptions(spec.options, setupData),
        frameworkRng(random),
        spec.printed ? printedOf(setupData) : undefined,
      ),
    ...(phases ? { phases } : { moves, turn }),
    endIf: ({ G }) =>
      guarded({ game: id, playerID: null, move: 'end check', args: [], during: 'result' }, null, () =>
        spec.result(G),
      ) ?? undefined,
    ...(spec.secrecy === 'none'
      ? {}
      : {
          playerView: ({ G, playerID }: { G: G; playerID: PlayerID | null }) =>
            spec.view(G, typeof playerID === 'string' ? playerID : null),
        }),
    events: {
      endGame: false,
      endPhase: false,
      endStage: false,
      endTurn: false,
      pass: false,
      setActivePlayers: false,
      setPhase: false,
      setStage: false,
    },
    ai: {
      enumerate: (G: G, ctx: Ctx, playerID: PlayerID) => {
        if (ctx.gameover !== undefined) return [];
        const list = spec.botMoves ?? spec.legalMoves;
        return guarded({ game: id, playerID, move: 'enumerate', args: [], during: 'legalMoves' }, [] as M[], () =>
          list(G, playerID),
        ).map((m) => ({ move: m.move, args: [...m.args] }));
      },
    },
  };
  return game;
}

/** Every legal move of player on G (for boards and tests): empty once the game is over. */
export function legalMovesOf<G extends GameState, M extends MoveShape>(
  spec: GameSpec<G, M, OptionsDecl>,
  G: G,
  player: PlayerID,
): M[] {
  if (spec.result(G)) return [];
  return spec.legalMoves(G, player);
}
