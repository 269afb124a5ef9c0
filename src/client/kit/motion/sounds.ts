// The table's sounds, synthesised with the Web Audio API (no sound file to
// fetch): a rising pair of notes when it becomes your turn, a small bright chord
// when points are scored. One audio context per page, made on first use; a
// browser that has not let the page play sound yet (nothing clicked) stays quiet.

export type TableSound = 'yourTurn' | 'scoring';

interface Note {
  hz: number;
  at: number;
  length: number;
}

export const NOTES: Readonly<Record<TableSound, readonly Note[]>> = {
  yourTurn: [
    { hz: 660, at: 0, length: 0.14 },
    { hz: 880, at: 0.15, length: 0.2 },
  ],
  scoring: [
    { hz: 784, at: 0, length: 0.3 },
    { hz: 988, at: 0.06, length: 0.3 },
    { hz: 1175, at: 0.12, length: 0.35 },
  ],
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

export function playSound(sound: TableSound): void {
  const ctx = audio();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    for (const note of NOTES[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.value = note.hz;
      gain.gain.setValueAtTime(0.0001, now + note.at);
      gain.gain.exponentialRampToValueAtTime(0.1, now + note.at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + note.at + note.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + note.at);
      osc.stop(now + note.at + note.length + 0.02);
    }
  } catch {
    // A browser that refuses audio here: the prompt and the log still tell.
  }
}

/** Log lines that score points (every game names them so: `score`, `sectionScored`, `scoringTotal`...). */
export const SCORING_LINE = /scor/i;
