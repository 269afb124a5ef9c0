// `npm run bench:render [-- --seconds 15 --game caylus]`: how long the browser takes to render a
// state update, per game, at desktop and phone widths. A bots-only table at full
// speed in Debian's Chromium, on the production build served by the real server;
// the table records each update's render-to-commit time under `?profile`
// (src/client/kit/motion/renderTiming.ts), the pieces' motion included: the table's
// Animations setting is on and the browser does not ask for reduced motion, so each
// update measures the pieces' old places before it renders, and their new places
// after the browser's next layout, where it starts their animations (kit/motion);
// that work is counted into the update's time. The browser's own style, layout and
// paint of the frame are not counted (nor were they before the pieces moved). One
// frame at 60 Hz is 16.7 ms. Next to those wall-clock times, the page thread's CPU
// time over the same span (a trace of the table's user-timing marks): on a shared
// machine the wall clock also counts the time the page waited for a core, which
// the CPU time leaves out.
import { loadavg } from 'node:os';
import { games } from '../src/games';
import { buildE2eClient } from '../src/client/e2e/global-build';
import { launchPlayer, startTestServer } from '../src/client/e2e/harness';
import { MOTION_END, MOTION_START, UPDATE_END, UPDATE_START } from '../src/client/kit/motion/renderTiming';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const seconds = Number(arg('seconds', '15'));

/** A user-timing mark in Chromium's trace: `ts` on the wall clock, `tts` on the thread's CPU clock (µs). */
interface TraceEvent {
  name: string;
  ts: number;
  tts?: number;
  tid: number;
}

/**
 * The page thread's CPU time of each update (ms), from the table's marks (kit/motion/renderTiming.ts):
 * each end with the last start before it on the same thread, and the pieces' motion that
 * follows it (measured and started after the browser's layout) added to it. The wall-clock
 * times also hold what the thread waited for a core while other processes ran; this is the
 * update's own work.
 */
function cpuTimes(marks: readonly TraceEvent[]): number[] {
  const out: number[] = [];
  let start: TraceEvent | null = null;
  let motion: TraceEvent | null = null;
  for (const m of [...marks].sort((a, b) => a.ts - b.ts)) {
    if (m.name === UPDATE_START) start = m;
    else if (m.name === MOTION_START) motion = m;
    else if (m.name === MOTION_END) {
      if (motion && out.length > 0 && motion.tid === m.tid && motion.tts !== undefined && m.tts !== undefined) {
        out[out.length - 1] += (m.tts - motion.tts) / 1000;
      }
      motion = null;
    } else if (start && start.tid === m.tid && start.tts !== undefined && m.tts !== undefined) {
      out.push((m.tts - start.tts) / 1000);
      start = null;
    }
  }
  return out;
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// Outside Vitest: the client is built here, as the browser tests' run builds it.
const build = buildE2eClient();
const server = await startTestServer({}, build.distDir);
console.log(`Bots-only tables at full speed, ${seconds} s each; render-to-commit time per state update (ms)`);
try {
  const only = arg('game', 'all');
  for (const game of games.filter((g) => only === 'all' || g.name === only)) {
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      const player = await launchPlayer(viewport);
      try {
        await player.page.goto(`${server.url}/local/${game.name}?profile`);
        await player.page.emulateMedia({ reducedMotion: 'no-preference' });
        await player.page.evaluate(() => window.localStorage.setItem('euro-tables:animations', 'on'));
        for (let seat = 0; seat < (game.minPlayers ?? 2); seat++) {
          await player.page.locator(`select[name="seat-${seat}"]`).selectOption('random');
        }
        await player.page.getByRole('button', { name: 'Start' }).click();
        await player.page.getByRole('slider').fill('0');
        await player.page.evaluate(() => {
          window.__renderTimes = [];
          window.__motionTimes = [];
          // Counts the pieces' animations started, to show that motion ran during the measure.
          const w = window as unknown as { __travels: number };
          w.__travels = 0;
          const original = Element.prototype.animate;
          Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
            if (this.hasAttribute('data-motion')) w.__travels += 1;
            return original.apply(this, args);
          };
        });
        const cdp = await player.page.context().newCDPSession(player.page);
        const marks: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', (e) => {
          // The protocol types the events loosely: they are Chromium's trace events.
          for (const m of e.value as unknown as TraceEvent[])
            if (m.name === UPDATE_START || m.name === UPDATE_END || m.name === MOTION_START || m.name === MOTION_END)
              marks.push(m);
        });
        const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
        await cdp.send('Tracing.start', { categories: 'blink.user_timing', transferMode: 'ReportEvents' });
        await player.page.waitForTimeout(seconds * 1000);
        await cdp.send('Tracing.end');
        await traced;
        const cpu = cpuTimes(marks).sort((a, b) => a - b);
        const times = (await player.page.evaluate(() => window.__renderTimes ?? [])).sort((a, b) => a - b);
        const travels = await player.page.evaluate(() => (window as unknown as { __travels: number }).__travels);
        const motion = (await player.page.evaluate(() => window.__motionTimes ?? [])).sort((a, b) => a - b);
        const withinFrame = times.filter((t) => t <= 1000 / 60).length;
        console.log(
          `${game.name!.padEnd(8)} ${String(viewport.width).padStart(4)} px  updates ${String(times.length).padStart(5)}  ` +
            `p50 ${percentile(times, 50).toFixed(1)}  p95 ${percentile(times, 95).toFixed(1)}  max ${times[times.length - 1].toFixed(1)}  ` +
            `within one frame ${((100 * withinFrame) / times.length).toFixed(1)}%  pieces animated ${travels}  ` +
            `motion p50 ${percentile(motion, 50)?.toFixed(1) ?? '-'} p95 ${percentile(motion, 95)?.toFixed(1) ?? '-'}  ` +
            `thread CPU p50 ${percentile(cpu, 50)?.toFixed(1) ?? '-'} p95 ${percentile(cpu, 95)?.toFixed(1) ?? '-'} (of ${cpu.length})  ` +
            // Wall-clock times: on a busy machine the page's thread waits for a core inside an update too.
            `load average ${loadavg()
              .map((n) => n.toFixed(1))
              .join(' ')}`,
        );
      } finally {
        await player.close();
      }
    }
  }
} finally {
  await server.close();
  build.remove();
}
process.exit(0);
