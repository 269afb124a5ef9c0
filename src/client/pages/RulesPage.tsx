import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, paths } from '../app/router';
import { useGameInfo, useServices } from '../app/services';
import type { RulesSummary } from '../i18n/rules-en';
import { NotFound } from './NotFound';

function isRulesSummary(value: unknown): value is RulesSummary {
  return typeof value === 'object' && value !== null && typeof (value as { goal?: unknown }).goal === 'string'
    && Array.isArray((value as { sections?: unknown }).sections);
}

/** `/rules/:gameId`: the rules in brief, from the game's strings or our own summary. */
export function RulesPage({ gameId }: { gameId: string }) {
  const { t, i18n } = useTranslation('common');
  const services = useServices();
  const info = useGameInfo(gameId);
  const [rules, setRules] = useState<RulesSummary | null | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await services.loadStrings(gameId).catch(() => undefined);
      const own: unknown = i18n.getResourceBundle(i18n.language, gameId)?.rules;
      const summary = isRulesSummary(own) ? own : (await import('../i18n/rules-en')).rulesEn[gameId] ?? null;
      if (!cancelled) setRules(summary);
    })();
    return () => {
      cancelled = true;
    };
  }, [gameId, i18n, services]);

  if (!info) return <NotFound />;
  return (
    <div className="page rules">
      <nav className="crumbs"><Link href={paths.home()}>{t('nav.home')}</Link></nav>
      <h1>{t('rules.title', { game: info.title })}</h1>
      <p className="game-facts">{info.designers}, {info.year}</p>
      {rules === undefined ? <p className="muted">{t('table.loading')}</p> : rules === null ? (
        <p>{info.description}</p>
      ) : (
        <>
          <p className="rules-goal"><strong>{t('rules.goal')}</strong> {rules.goal}</p>
          {rules.sections.map((s) => (
            <section key={s.title}>
              <h2>{s.title}</h2>
              <ul>{s.points.map((p) => <li key={p}>{p}</li>)}</ul>
            </section>
          ))}
        </>
      )}
      <p className="game-card-actions">
        <Link href={paths.lobby(gameId)} className="button primary">{t('home.playOnline')}</Link>
        <Link href={paths.local(gameId)} className="button">{t('home.playLocal')}</Link>
      </p>
    </div>
  );
}
