import type {
  Audience,
  EmailSettings,
  Friends,
  Invites,
  Leaderboard,
  Profile,
  ProfileSettings,
  SeatAccounts,
} from '../../engine/accounts/wire';
import { apiCall } from './accountApi';

// The server's player routes (ratings, profiles, friends, invitations, e-mail),
// in the shapes of src/engine/accounts/wire.ts, the same way as /api/account's:
// the session in its cookie, every POST with the site's header.

export type {
  Audience,
  EmailSettings,
  Friends,
  Invite,
  Invites,
  Leaderboard,
  LeaderRow,
  Profile,
  ProfileSettings,
  ProfileTable,
  RecentGame,
  GameRecord,
  SeatAccount,
  SeatAccounts,
  ShownRating,
} from '../../engine/accounts/wire';

const part = encodeURIComponent;

/** The server takes at most this many tables in one ask for the seats' accounts. */
export const SEATS_PER_ASK = 50;

export type FriendAction = 'ask' | 'accept' | 'decline' | 'remove' | 'block' | 'unblock';

export const ratingsApi = {
  leaderboard: (game: string, limit = 50) =>
    apiCall<Leaderboard>(`/api/ratings/${part(game)}/leaderboard?limit=${limit}`),
  /** The accounts at these tables' seats, asked in batches the server takes. */
  seats: async (matchIDs: readonly string[]): Promise<SeatAccounts['tables']> => {
    const unique = Array.from(new Set(matchIDs));
    const out: SeatAccounts['tables'] = {};
    for (let i = 0; i < unique.length; i += SEATS_PER_ASK) {
      const ids = unique
        .slice(i, i + SEATS_PER_ASK)
        .map(part)
        .join(',');
      Object.assign(out, (await apiCall<SeatAccounts>(`/api/ratings/seats?matchIDs=${ids}`)).tables);
    }
    return out;
  },
};

export const profilesApi = {
  get: (username: string) => apiCall<Profile>(`/api/profiles/${part(username)}`),
  saveSettings: (settings: ProfileSettings) => apiCall<void>('/api/account/profile-settings', settings),
};

export const friendsApi = {
  list: () => apiCall<Friends>('/api/friends'),
  act: (action: FriendAction, username: string) => apiCall<void>(`/api/friends/${action}`, { username }),
};

export const invitesApi = {
  list: () => apiCall<Invites>('/api/invites'),
  send: (matchID: string, username: string) => apiCall<void>('/api/invites', { matchID, username }),
  seen: (matchID: string) => apiCall<void>('/api/invites/seen', { matchID }),
  dismiss: (matchID: string) => apiCall<void>('/api/invites/dismiss', { matchID }),
};

export const emailApi = {
  get: () => apiCall<EmailSettings>('/api/account/email'),
  /** `language`: the site's language now; the player's e-mails are written in it. */
  set: (email: string, language: string) => apiCall<void>('/api/account/email', { email, language }),
  verify: (token: string) => apiCall<void>('/api/account/email/verify', { token }),
  turns: (on: boolean, language: string) => apiCall<void>('/api/account/email/turns', { on, language }),
  remove: () => apiCall<void>('/api/account/email/remove', {}),
  askReset: (username: string) => apiCall<void>('/api/account/reset/ask', { username }),
  reset: (token: string, password: string) => apiCall<void>('/api/account/reset', { token, password }),
};

export const AUDIENCES: readonly Audience[] = ['everyone', 'friends', 'nobody'];
