import { Link, paths } from './router';

/** An account's name, leading to its profile. */
export function PlayerLink({ username, className }: { username: string; className?: string }) {
  return (
    <Link href={paths.profile(username)} className={className ? `player-link ${className}` : 'player-link'}>
      {username}
    </Link>
  );
}
