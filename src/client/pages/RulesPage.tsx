import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, paths } from '../site/router';
import { useGameInfo, useServices } from '../site/services';
import { loadRulesSummary } from '../i18n';
import type { RulesSummary } from '../../engine/i18n/types';
import { NotFound } from './NotFound';

/** `/rules/:gameId`: the rules in brief, from the game's strings (`rules`). */
export function RulesPage({ gameId }: { gameId: string }) {
  const { t, i18n } = useTranslation('common');
  const services = useServices();
  const info = useGameInfo(gameId);
  const [rules, setRules] = useState<RulesSummary | null | undefined>(undefined);

  const language = i18n.resolvedLanguage ?? i18n.language;

  // Again on a language switch: the summary is the chosen language's.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await services.loadStrings(gameId).catch(() => undefined);
      const summary = await loadRulesSummary(gameId, language, i18n).catch(() => null);
      if (!cancelled) setRules(summary);
    })();
    return () => {
      cancelled = true;
    };
  }, [gameId, i18n, language, services]);

  if (!info) return <NotFound />;
  return (
    <div className="page rules">
      <nav className="crumbs">
        <Link href={paths.home()}>{t('nav.home')}</Link>
      </nav>
      <h1>{t('rules.title', { game: info.title })}</h1>
      <p className="game-facts">
        {info.designers}, {info.year}
      </p>
      {rules === undefined ? (
        <p className="muted">{t('table.loading')}</p>
      ) : rules === null ? (
        <p>{t(`gameInfo.${info.id}`)}</p>
      ) : (
        <>
          <p className="rules-goal">
            <strong>{t('rules.goal')}</strong> {rules.goal}
          </p>
          {rules.sections.map((s) => (
            <section key={s.title}>
              <h2>{s.title}</h2>
              <ul>
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <p className="game-card-actions">
        <Link href={paths.lobby(gameId)} className="button primary">
          {t('home.playOnline')}
        </Link>
        <Link href={paths.local(gameId)} className="button">
          {t('home.playLocal')}
        </Link>
      </p>
    </div>
  );
}
