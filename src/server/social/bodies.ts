import { z } from 'zod';
import { MATCH_ID } from '../hardening/packets';

// The bodies of the profile, friend and invitation routes (routes.ts): only known
// fields, each of its type and size, checked whole before a handler sees them.

const audience = z.enum(['everyone', 'friends', 'nobody'], 'must be everyone, friends or nobody');

/** POST /api/account/profile-settings: every part named. */
export const profileSettingsBody = z.strictObject({ stats: audience, games: audience, tables: audience });

/** Any text up to the longest name: a malformed name is answered like an unknown one (404). */
const someone = z.string('username must be text').min(1, 'username must be text').max(64, 'username must be text');

const matchID = z.string('matchID must be a match id').regex(MATCH_ID, 'matchID must be a match id');

export const friendBody = z.strictObject({ username: someone });
export const inviteBody = z.strictObject({ matchID, username: someone });
export const inviteMatchBody = z.strictObject({ matchID });
