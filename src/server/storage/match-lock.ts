/**
 * One read-change-write of a match's metadata at a time, whoever makes it: the
 * Lobby routes, our seat and bot routes, and the socket side (a seat's connection
 * mark, a move's updatedAt and gameover). Each reads the whole metadata, changes
 * its part and writes the whole back, so two at once lose one of the two changes:
 * two joins of one seat would both be given credentials, both players asking for
 * a rematch would get two, and a connection mark written from a copy read before
 * a join would open the joined seat again.
 *
 * A holder releases the match only once its write is stored: the storage's cache
 * serves a write to readers only once it is committed, so the next holder reads
 * what the previous one wrote. Not reentrant: code that holds a match must not
 * ask for it again. The socket side asks for it inside the match's move queue;
 * nothing that holds it waits for that queue, so the two cannot deadlock.
 */
export class MatchLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  /**
   * `across`: with several instances, also holds the match across them (a lock in
   * the shared database, src/server/cluster/pg-lock.ts) once this process's turn
   * has come, so at most one waiter per match and instance asks the database.
   */
  constructor(private readonly across?: <T>(matchID: string, task: () => Promise<T>) => Promise<T>) {}

  /** Whether a read-change-write of the match is running or waiting. */
  held(matchID: string): boolean {
    return this.tails.has(matchID);
  }

  run<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(matchID) ?? Promise.resolve();
    const across = this.across;
    const held = across ? () => across(matchID, task) : task;
    const result = previous.then(held, held);
    const tail = result.catch(() => undefined);
    this.tails.set(matchID, tail);
    void tail.then(() => {
      if (this.tails.get(matchID) === tail) this.tails.delete(matchID);
    });
    return result;
  }
}
