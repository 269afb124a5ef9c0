import { useEffect, useState } from 'react';
import { useAccount } from './accountState';
import { friendsApi, ratingsApi, type Friends, type SeatAccounts } from './playersApi';

/**
 * The accounts at the seats of these tables with their ratings, asked in one
 * batch whenever `seatsKey` (who sits where) changes, not on every refresh of a
 * list. Nothing while unanswered or when the server does not say.
 */
export function useSeatAccounts(matchIDs: readonly string[], seatsKey: string): SeatAccounts['tables'] {
  const [tables, setTables] = useState<SeatAccounts['tables']>({});
  const ids = matchIDs.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the seats' key says when to ask again
  useEffect(() => {
    if (ids === '') return;
    let gone = false;
    ratingsApi.seats(ids.split(',')).then(
      (answer) => !gone && setTables(answer),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [ids, seatsKey]);
  return tables;
}

/** The signed-in player's friends and blocked players (null for a guest or while unanswered). */
export function useFriendsList(): { friends: Friends | null; reload: () => void } {
  const account = useAccount();
  const [friends, setFriends] = useState<Friends | null>(null);
  const [round, setRound] = useState(0);
  const username = account?.username;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round asks again
  useEffect(() => {
    if (!username) {
      setFriends(null);
      return;
    }
    let gone = false;
    friendsApi.list().then(
      (answer) => !gone && setFriends(answer),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [username, round]);
  return { friends, reload: () => setRound((r) => r + 1) };
}
