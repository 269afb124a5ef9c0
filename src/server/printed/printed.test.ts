import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEntry, Server, State } from 'boardgame.io';
import { games } from '../../games';
import type { AnyContractGame } from '../../engine/contract';
import { withSecureSeed } from '../../engine/secure-seed';
import { replayStates } from '../../engine/replay/replay';
import type { IwariState } from '../../games/iwari';
import type { TroyesState } from '../../games/troyes';
import { request, startTestServer, type TestServer } from '../testing/http';
import { spawnServerProcess } from '../testing/server-process';
import { loadPrintedData, PrintedDataError } from './load';

// The host's printed values on a real server: the folder is read and checked
// whole at start (every kind of bad folder or file refused with the file, the
// entry and what is wrong), /healthz and /printed/:game say what is in use, and
// matches made with them keep them: server bots play them to the end, replays
// rebuild them exactly.

const SAMPLES = {
  troyes: join(__dirname, '../../games/troyes/data/printed-sample/troyes.json'),
  iwari: join(__dirname, '../../games/iwari/data/printed-sample/iwari.json'),
};
const sample = (game: keyof typeof SAMPLES): unknown => JSON.parse(readFileSync(SAMPLES[game], 'utf8'));

const folders: string[] = [];
function folder(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'printed-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
function sampleFolder(): string {
  const dir = folder();
  copyFileSync(SAMPLES.troyes, join(dir, 'troyes.json'));
  copyFileSync(SAMPLES.iwari, join(dir, 'iwari.json'));
  return dir;
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function refusal(dir: string): Promise<string> {
  const error = await loadPrintedData(dir, games).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrintedDataError);
  return (error as Error).message;
}

describe('the printed-values folder, read at start', () => {
  it('gives each game its checked file', async () => {
    const dir = sampleFolder();
    const data = await loadPrintedData(dir, games);
    expect(data.files).toEqual([
      { game: 'iwari', file: 'iwari.json', path: join(dir, 'iwari.json') },
      { game: 'troyes', file: 'troyes.json', path: join(dir, 'troyes.json') },
    ]);
    expect(data.values.get('troyes')).toEqual(sample('troyes'));
  });

  it('refuses a missing folder, an empty one, and a file no game reads', async () => {
    const missing = join(tmpdir(), 'printed-no-such-folder');
    expect(await refusal(missing)).toMatch(`PRINTED_DATA_DIR ${missing}: cannot read the folder (ENOENT`);
    const empty = folder({ 'README.md': 'notes' });
    expect(await refusal(empty)).toBe(`PRINTED_DATA_DIR ${empty}: no file; expected iwari.json, troyes.json`);
    const typo = folder({ 'troyse.json': '{}' });
    expect(await refusal(typo)).toBe(
      `printed values refused:\n${join(typo, 'troyse.json')}: no game reads this file; expected iwari.json, troyes.json`,
    );
  });

  it('refuses a file that is not JSON, a missing card, a number out of range, a map failing the map checks', async () => {
    const broken = folder({ 'troyes.json': '{"activities": ' });
    expect(await refusal(broken)).toMatch(`${join(broken, 'troyes.json')}: not JSON (`);

    const troyes = sample('troyes') as { activities: Record<string, { cost: number }> };
    delete troyes.activities.artisan;
    troyes.activities.monk.cost = 99;
    const bad = folder({ 'troyes.json': JSON.stringify(troyes) });
    const path = join(bad, 'troyes.json');
    expect(await refusal(bad)).toBe(
      `printed values refused:\n${path}: activities.artisan: missing\n${path}: activities.monk.cost: Too big: expected number to be <=20`,
    );

    const iwari = sample('iwari') as { paths: [string, string][] };
    iwari.paths = iwari.paths.filter(([a, b]) => !(a === 'FO3.4' && b === 'FO3.5'));
    const map = folder({ 'iwari.json': JSON.stringify(iwari) });
    expect(await refusal(map)).toBe(
      `printed values refused:\n${join(map, 'iwari.json')}: map: FO3 is not connected inside`,
    );
  });
});

describe('the server process', () => {
  it('refuses to start on a bad file, saying which file, entry and what; starts and logs the files on good ones', async () => {
    const troyes = sample('troyes') as { characters: Record<string, unknown> };
    delete troyes.characters.henri;
    const bad = folder({ 'troyes.json': JSON.stringify(troyes) });
    const refused = spawnServerProcess({ PRINTED_DATA_DIR: bad });
    const done = refused.ready.then(
      () => null,
      (e: unknown) => (e as Error).message,
    );
    expect(await done).toContain(`${join(bad, 'troyes.json')}: characters.henri: missing`);
    // `ready` rejects once the process has exited.
    expect(refused.child.exitCode).toBe(1);

    const good = spawnServerProcess({ PRINTED_DATA_DIR: sampleFolder() });
    const running = await good.ready;
    try {
      expect((await request(running.url, '/healthz')).json).toMatchObject({
        printed: { iwari: 'iwari.json', troyes: 'troyes.json' },
      });
      // The start log line, written before the server listened.
      expect(running.output()).toMatch(/"printed":\{"iwari":"iwari.json","troyes":"troyes.json"\}.*"server started"/);
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  }, 60_000);
});

describe('a server with printed values', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ games, printed: await loadPrintedData(sampleFolder(), games), seatWaitSeconds: 0 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('names the files in use on /healthz and serves the values for the rules page', async () => {
    const health = await request(t.url, '/healthz');
    expect(health.json).toMatchObject({ status: 'ok', printed: { iwari: 'iwari.json', troyes: 'troyes.json' } });
    expect((await request(t.url, '/printed/troyes')).json).toEqual({ file: 'troyes.json', values: sample('troyes') });
    expect((await request(t.url, '/printed/tikal')).json).toEqual({ file: null, values: null });
    expect((await request(t.url, '/printed/chess')).status).toBe(404);
  });

  it('makes new matches with them, refusing them from a client', async () => {
    const created = await request(t.url, '/games/troyes/create', { body: { numPlayers: 2 } });
    const { matchID } = created.json as { matchID: string };
    const { state } = await t.server.store.fetch(matchID, { state: true });
    expect((state!.G as TroyesState).printed).toEqual(sample('troyes'));
    const forged = await request(t.url, '/games/troyes/create', {
      body: { numPlayers: 2, setupData: { printed: { activities: {} } } },
    });
    expect(forged.status).toBe(400);
  });

  async function botsToEnd(game: 'troyes' | 'iwari', setupData?: unknown): Promise<string> {
    const created = await request(t.url, `/games/${game}/create`, { body: { numPlayers: 2, setupData } });
    const { matchID } = created.json as { matchID: string };
    const joined = await request(t.url, `/games/${game}/${matchID}/join`, {
      body: { playerID: '0', playerName: 'Host' },
    });
    const credentials = (joined.json as { playerCredentials: string }).playerCredentials;
    const seated = await request(t.url, `/games/${game}/${matchID}/bots`, {
      body: {
        playerID: '0',
        credentials,
        bots: [
          { seat: '0', level: 'random' },
          { seat: '1', level: 'easy' },
        ],
      },
    });
    expect(seated.status).toBe(200);
    // The bots move as soon as the match is stored: wait for the end the storage records.
    const deadline = Date.now() + 150_000;
    for (;;) {
      const { metadata } = (await t.server.store.fetch(matchID, { metadata: true })) as {
        metadata: Server.MatchData;
      };
      if (metadata.gameover) return matchID;
      if (Date.now() > deadline) throw new Error(`${game}: the bots did not finish`);
      await t.server.storage.whenSettled(matchID);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Each game's match of bots, played once: the replay test below replays it. */
  const botMatches = new Map<'troyes' | 'iwari', Promise<string>>();
  function botMatch(game: 'troyes' | 'iwari'): Promise<string> {
    let match = botMatches.get(game);
    if (!match) {
      match = botsToEnd(game, game === 'iwari' ? { feats: true } : undefined);
      botMatches.set(game, match);
    }
    return match;
  }

  it('has server bots play a Troyes match and an Iwari match on them to the end', async () => {
    const troyes = await botMatch('troyes');
    const { state } = await t.server.store.fetch(troyes, { state: true });
    expect((state!.G as TroyesState).printed).toEqual(sample('troyes'));
    expect(state!.ctx.gameover).toBeDefined();
    const iwari = await botMatch('iwari');
    const after = (await t.server.store.fetch(iwari, { state: true })).state!;
    expect((after.G as IwariState).printedMap?.name).toBe('Sample island map');
    expect(after.ctx.gameover).toBeDefined();
  }, 320_000);

  it.each(['troyes', 'iwari'] as const)(
    "replays a finished %s match made with them to its stored end (the bots' match)",
    async (name) => {
      const game = games.find((g) => g.name === name) as AnyContractGame;
      const matchID = await botMatch(name);
      const stored = (await t.server.store.fetch(matchID, { initialState: true, log: true, state: true })) as {
        initialState: State;
        log: LogEntry[];
        state: State;
      };
      let last = stored.initialState;
      for (const { state } of replayStates(withSecureSeed(game), stored.initialState, stored.log)) last = state;
      expect(JSON.parse(JSON.stringify(last.G))).toEqual(JSON.parse(JSON.stringify(stored.state.G)));
      const replay = await request(t.url, `/games/${name}/${matchID}/replay?seat=0`);
      expect(replay.status).toBe(200);
    },
    // Run alone, it waits for the bots' match.
    320_000,
  );
});
