import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, paths, useLocation } from '../site/router';
import { useServices } from '../site/services';
import { setTablesWaiting } from '../site/title';
import { tableTitle } from '../site/tableTitle';
import { mustAct, useMyTables, type MyTable } from './MyTables';

const SOUND_KEY = 'euro-tables:turn-sound';

export function turnSoundWanted(): boolean {
  return window.localStorage.getItem(SOUND_KEY) === 'on';
}

export function setTurnSound(on: boolean): void {
  window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
}

/** Two short notes, made on the spot (no sound file to fetch). */
export function playTurnSound(): void {
  const AudioContextClass =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    const audio = new AudioContextClass();
    [660, 880].forEach((hz, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.12, audio.currentTime + i * 0.16);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.16 + 0.15);
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + i * 0.16);
      osc.stop(audio.currentTime + i * 0.16 + 0.16);
    });
    window.setTimeout(() => void audio.close(), 600);
  } catch {
    // No sound here (a browser that blocks audio until the page is used): the title and icon still tell.
  }
}

const keyOf = (t: MyTable) => `${t.gameId}/${t.matchID}`;

/**
 * Your-turn notices for every table this browser holds a seat at: the tab's title
 * counts the tables waiting for your move and its icon changes; when a table
 * starts waiting for you, an optional sound, and a browser notification while the
 * page is in the background (with the permission given on My tables). A click on
 * the notification opens that table.
 */
export function TurnNotices() {
  const { t } = useTranslation('common');
  const { tables } = useMyTables();
  const { games } = useServices();
  const { pathname } = useLocation();
  const seen = useRef<Set<string> | null>(null);
  const waiting = tables.filter(mustAct);

  useEffect(() => {
    setTablesWaiting(waiting.length);
  }, [waiting.length]);
  useEffect(() => () => setTablesWaiting(0), []);

  const answered = tables.every((x) => x.summary !== undefined);
  useEffect(() => {
    // The first full round of answers only sets what is known: no notice for what was already so.
    if (!answered && !seen.current) return;
    const now = new Set(waiting.map(keyOf));
    const before = seen.current;
    seen.current = now;
    if (!before) return;
    // The table on screen tells its player itself, unless the page is in the background.
    const fresh = waiting.filter(
      (w) => !before.has(keyOf(w)) && (document.hidden || pathname !== paths.table(w.gameId, w.matchID)),
    );
    if (fresh.length === 0) return;
    if (turnSoundWanted()) playTurnSound();
    if (!document.hidden || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    for (const w of fresh) {
      const game = games.find((g) => g.id === w.gameId)?.title ?? w.gameId;
      const notice = new Notification(t('notice.title', { game }), {
        body: t('notice.body', {
          table: tableTitle(t, { game, name: w.summary?.tableName, number: w.summary?.tableNumber }),
        }),
        tag: keyOf(w),
      });
      notice.onclick = () => {
        window.focus();
        navigate(paths.table(w.gameId, w.matchID));
        notice.close();
      };
    }
  }, [waiting, answered, pathname, games, t]);

  return null;
}
