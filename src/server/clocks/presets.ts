// The game modes' clocks. Board Game Arena's real-time tables give each player a
// time bank plus a little time per move (here "fast" is half of "normal",
// "slow" about twice it); its turn-based tables give a day or more per
// move with a small reserve. A seat starts with `maxMs` and never holds more.
import type { Server } from 'boardgame.io';
import { isBotLevel } from '../../engine/bots/levels';
import { tableOptionValues } from '../../engine/contract/options';
import type { ClockMode, MatchClock } from './clock';

export interface ClockPreset {
  mode: ClockMode;
  bankMs: number;
  incrementMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const CLOCK_PRESETS: Readonly<Record<string, ClockPreset>> = {
  fast: { mode: 'realtime', bankMs: 4 * MINUTE, incrementMs: 20 * SECOND },
  normal: { mode: 'realtime', bankMs: 8 * MINUTE, incrementMs: 40 * SECOND },
  slow: { mode: 'realtime', bankMs: 15 * MINUTE, incrementMs: 75 * SECOND },
  day1: { mode: 'turnbased', bankMs: 12 * HOUR, incrementMs: 24 * HOUR },
  day2: { mode: 'turnbased', bankMs: 24 * HOUR, incrementMs: 48 * HOUR },
  day3: { mode: 'turnbased', bankMs: 36 * HOUR, incrementMs: 72 * HOUR },
};

/** Real-time: the bank is all a seat may hold. Turn-based: one move's time plus the reserve. */
export function maxOf(preset: ClockPreset): number {
  return preset.mode === 'realtime' ? preset.bankMs : preset.bankMs + preset.incrementMs;
}

/**
 * The clock a new match gets from its table options; undefined for "no clock".
 * `overrides` replaces presets' durations (tests use a tiny one).
 */
export function clockForSetup(
  setupData: unknown,
  players: Server.MatchData['players'],
  overrides: Readonly<Record<string, Partial<ClockPreset>>> = {},
): MatchClock | undefined {
  const { gameMode, timeOutBot } = tableOptionValues(setupData);
  const base = CLOCK_PRESETS[gameMode];
  if (!base) return undefined;
  const preset = { ...base, ...overrides[gameMode] };
  const maxMs = maxOf(preset);
  return {
    mode: preset.mode,
    preset: gameMode,
    bankMs: preset.bankMs,
    incrementMs: preset.incrementMs,
    maxMs,
    botLevel: isBotLevel(timeOutBot) ? timeOutBot : 'normal',
    remaining: Object.fromEntries(Object.keys(players).map((seat) => [seat, maxMs])),
    running: {},
    timedOut: [],
  };
}
