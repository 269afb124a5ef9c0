import type { Ctx } from 'boardgame.io';

/** The seats that may act now, in play order. */
export function actingSeats(ctx: Ctx): string[] {
  if (ctx.gameover !== undefined) return [];
  if (ctx.activePlayers) {
    const active = ctx.activePlayers;
    return ctx.playOrder.filter((id) => id in active);
  }
  return [ctx.currentPlayer];
}

export function isSeatActing(ctx: Ctx, playerID: string | null): boolean {
  return playerID !== null && actingSeats(ctx).includes(playerID);
}
