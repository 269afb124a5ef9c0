import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, paths } from '../site/router';
import { useGameInfo, useServices } from '../site/services';
import { loadRulesSummary } from '../i18n';
import type { RulesSummary } from '../../engine/i18n/types';
import type { PrintedInUse } from '../site/summaryApi';
import { NotFound } from './NotFound';

/** A game's list of its numbers, printed or stand-in (boards/<id>/PrintedValues.tsx), for games that take a host's file. */
type PrintedValuesModule = { default: ComponentType<PrintedInUse> };
const PRINTED_VALUES = import.meta.glob<PrintedValuesModule>('../boards/*/PrintedValues.tsx');

function printedValuesOf(gameId: string): (() => Promise<PrintedValuesModule>) | undefined {
  const path = `../boards/${gameId}/PrintedValues.tsx`;
  return Object.hasOwn(PRINTED_VALUES, path) ? PRINTED_VALUES[path] : undefined;
}

/**
 * What the server makes new tables of the game with: the host's printed values or
 * the stand-ins, each value marked. Nothing while loading or without a server.
 */
function PrintedSection({ gameId }: { gameId: string }) {
  const { t } = useTranslation('common');
  const services = useServices();
  const [shown, setShown] = useState<{ View: ComponentType<PrintedInUse>; inUse: PrintedInUse } | null>(null);
  useEffect(() => {
    const load = printedValuesOf(gameId);
    const ask = services.tables.printed;
    if (!load || !ask) return;
    let cancelled = false;
    void Promise.all([load(), ask(gameId)]).then(
      ([module, inUse]) => {
        if (!cancelled) setShown({ View: module.default, inUse });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [gameId, services]);
  if (!shown) return null;
  const { View, inUse } = shown;
  return (
    <section>
      <h2>{t('rules.values')}</h2>
      <View file={inUse.file} values={inUse.values} />
    </section>
  );
}

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
          <PrintedSection gameId={gameId} />
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
