import { useCallback, useEffect, useState } from 'react';
import { AccountError } from './accountApi';

export type Answer<T> =
  | { state: 'asking' }
  | { state: 'ok'; value: T }
  /** The server said no such thing (404), or that a sign-in is needed (401). */
  | { state: 'missing' | 'signedOut' | 'failed' };

/** What `ask` answers, asked again when its inputs change or on `reload`. */
export function useAnswer<T>(ask: () => Promise<T>): { answer: Answer<T>; reload: () => void } {
  const [answer, setAnswer] = useState<Answer<T>>({ state: 'asking' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round asks again
  useEffect(() => {
    let gone = false;
    ask().then(
      (value) => !gone && setAnswer({ state: 'ok', value }),
      (error: unknown) => {
        if (gone) return;
        const status = error instanceof AccountError ? error.status : 0;
        setAnswer({ state: status === 404 ? 'missing' : status === 401 ? 'signedOut' : 'failed' });
      },
    );
    return () => {
      gone = true;
    };
  }, [ask, round]);
  return { answer, reload: useCallback(() => setRound((r) => r + 1), []) };
}
