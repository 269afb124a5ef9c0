import type { Game, StorageAPI } from 'boardgame.io';
import { authenticateCredentials } from '../hardening/auth';
import { checkChat, checkSync, checkUpdate, type Checked } from '../hardening/packets';

/** Every move name a game knows: its own, its phases' and its stages'. */
export function moveNamesOf(game: Game): Set<string> {
  const names = new Set<string>(Object.keys(game.moves ?? {}));
  for (const phase of Object.values(game.phases ?? {})) {
    for (const name of Object.keys(phase.moves ?? {})) names.add(name);
    for (const stage of Object.values(phase.turn?.stages ?? {}))
      for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  }
  for (const stage of Object.values(game.turn?.stages ?? {}))
    for (const name of Object.keys(stage.moves ?? {})) names.add(name);
  return names;
}

/**
 * A socket packet checked before the master sees it: its shape (hardening/packets.ts),
 * and for a sync or a chat, the match and seat it names as the game's own. A sync
 * let through always reaches the room: its credentials are checked here too.
 */
export async function checkPacket(
  storage: StorageAPI.Async,
  game: Game,
  moveNames: ReadonlySet<string>,
  packet: unknown[],
): Promise<Checked<unknown>> {
  const [event, ...args] = packet;
  switch (event) {
    case 'update':
      return checkUpdate(args, moveNames);
    case 'sync': {
      const checked = checkSync(args);
      if (!checked.ok) return checked;
      const { metadata } = await storage.fetch(checked.value.matchID, { metadata: true });
      if (!metadata || metadata.gameName !== game.name) return { ok: false, reason: 'no such match' };
      const seat = checked.value.playerID;
      if (seat !== null && !Object.hasOwn(metadata.players, seat)) {
        return { ok: false, reason: 'no such seat' };
      }
      if (seat !== null && !authenticateCredentials(checked.value.credentials ?? '', metadata.players[Number(seat)])) {
        return { ok: false, reason: 'bad credentials' };
      }
      // The client's numPlayers would size a match created on the fly; none is.
      packet.length = Math.min(packet.length, 4);
      return checked;
    }
    case 'chat': {
      const checked = checkChat(args);
      if (!checked.ok) return checked;
      const { metadata } = await storage.fetch(checked.value.matchID, { metadata: true });
      if (!metadata || metadata.gameName !== game.name) return { ok: false, reason: 'no such match' };
      if (!Object.hasOwn(metadata.players, checked.value.sender)) return { ok: false, reason: 'no such seat' };
      // Checked here (boardgame.io checks again): a seat's chat allowance is spent by its own player only.
      if (!authenticateCredentials(checked.value.credentials, metadata.players[Number(checked.value.sender)]))
        return { ok: false, reason: 'bad credentials' };
      return checked;
    }
    default:
      return { ok: false, reason: 'unknown event' };
  }
}
