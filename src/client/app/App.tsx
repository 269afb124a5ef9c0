import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HomePage } from '../pages/HomePage';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotFound } from '../pages/NotFound';
import { Link, matchPath, paths, useLocation } from '../site/router';
import { MyTablesLink } from '../tables/MyTablesLink';
import { AccountLink, FriendsLink } from '../account/AccountLink';
import { MyTablesProvider } from '../tables/MyTables';
import { TurnNotices } from '../tables/TurnNotices';
import { InviteNotices } from '../tables/Invitations';

// Everything but the home page is fetched when first visited.
const LobbyPage = lazy(() => import('../lobby/LobbyPage').then((m) => ({ default: m.LobbyPage })));
const OnlineTablePage = lazy(() => import('../play/OnlineTablePage').then((m) => ({ default: m.OnlineTablePage })));
const LocalPage = lazy(() => import('../local/LocalPage').then((m) => ({ default: m.LocalPage })));
const RulesPage = lazy(() => import('../pages/RulesPage').then((m) => ({ default: m.RulesPage })));
const ReplayPage = lazy(() => import('../replay/ReplayPage').then((m) => ({ default: m.ReplayPage })));
const AccountPage = lazy(() => import('../account/AccountPage').then((m) => ({ default: m.AccountPage })));
const ProfilePage = lazy(() => import('../players/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const LeaderboardPage = lazy(() => import('../players/LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })));
const FriendsPage = lazy(() => import('../players/FriendsPage').then((m) => ({ default: m.FriendsPage })));
const ForgotPage = lazy(() => import('../account/ResetPages').then((m) => ({ default: m.ForgotPage })));
const ResetPage = lazy(() => import('../account/ResetPages').then((m) => ({ default: m.ResetPage })));
const VerifyPage = lazy(() => import('../account/ResetPages').then((m) => ({ default: m.VerifyPage })));
const MyTablesPage = lazy(() => import('../tables/MyTablesPage').then((m) => ({ default: m.MyTablesPage })));

function route(pathname: string): ReactNode {
  if (pathname === '/' || pathname === '/index.html') return <HomePage />;
  if (pathname === paths.myTables()) return <MyTablesPage />;
  if (pathname === paths.account()) return <AccountPage />;
  if (pathname === paths.friends()) return <FriendsPage />;
  if (pathname === paths.accountForgot()) return <ForgotPage />;
  if (pathname === paths.accountReset()) return <ResetPage />;
  if (pathname === paths.accountVerify()) return <VerifyPage />;
  let p = matchPath('/players/:username', pathname);
  if (p?.username) return <ProfilePage key={p.username} username={p.username} />;
  p = matchPath('/leaderboard/:gameId', pathname);
  if (p?.gameId) return <LeaderboardPage key={p.gameId} gameId={p.gameId} />;
  p = matchPath('/lobby/:gameId', pathname);
  if (p?.gameId) return <LobbyPage key={p.gameId} gameId={p.gameId} />;
  p = matchPath('/table/:gameId/:matchID', pathname);
  if (p?.gameId && p.matchID)
    return <OnlineTablePage key={`${p.gameId}/${p.matchID}`} gameId={p.gameId} matchID={p.matchID} />;
  p = matchPath('/replay/:gameId/:matchID', pathname);
  if (p?.gameId && p.matchID)
    return <ReplayPage key={`${p.gameId}/${p.matchID}`} gameId={p.gameId} matchID={p.matchID} />;
  p = matchPath('/local/:gameId/replay/:matchID', pathname);
  if (p?.gameId && p.matchID)
    return <ReplayPage key={`local/${p.gameId}/${p.matchID}`} gameId={p.gameId} matchID={p.matchID} local />;
  p = matchPath('/local/:gameId', pathname);
  if (p?.gameId) return <LocalPage key={p.gameId} gameId={p.gameId} />;
  p = matchPath('/rules/:gameId', pathname);
  if (p?.gameId) return <RulesPage key={p.gameId} gameId={p.gameId} />;
  return <NotFound />;
}

export function App() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    // The browser tests' build asks more often, so a test waits seconds, not a poll's 20 s.
    <MyTablesProvider
      pollMs={import.meta.env.VITE_E2E_FIXTURE === '1' ? 1500 : undefined}
      hiddenPollMs={import.meta.env.VITE_E2E_FIXTURE === '1' ? 1500 : undefined}
    >
      <a href="#content" className="skip-link">
        {t('nav.skip')}
      </a>
      <header className="site-header">
        <Link href={paths.home()} className="site-name">
          {t('site.title')}
        </Link>
        <MyTablesLink />
        <FriendsLink />
        <AccountLink />
        <LanguageSwitcher />
      </header>
      <div id="content">
        <Suspense fallback={<p className="page">{t('table.loading')}</p>}>{route(pathname)}</Suspense>
      </div>
      <TurnNotices />
      <InviteNotices pollMs={import.meta.env.VITE_E2E_FIXTURE === '1' ? 1500 : undefined} />
    </MyTablesProvider>
  );
}
