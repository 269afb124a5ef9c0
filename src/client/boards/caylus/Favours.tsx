// The royal favour table: four lines of five columns, each player's marker on
// every line, and the columns still locked until a castle section is scored.
import { memo, type CSSProperties } from 'react';
import { FAVOUR_COLUMNS, SECTIONS, TRACKS, type Track } from '../../../games/caylus';
import { Icon, type IconName } from '../../kit/art';
import { Piece } from './Pieces';
import { SpotButton, type Choose, type SpotsProps } from './SpotButton';
import { favourCellKey, favourKey, sameProps, type Target } from './targets';
import { favourEffect, favourColumn, useCaylusT } from './text';

/** The longest word's length, for the CSS that sets a label smaller until its longest word fits (French and Polish run long). */
function wordFit(label: string): CSSProperties {
  return { '--cy-word': Math.max(...label.split(/\s+/).map((w) => w.length)) } as CSSProperties;
}

/** Each line of the table by what it gives. */
const TRACK_ICONS: Readonly<Record<Track, IconName>> = {
  prestige: 'prestige',
  deniers: 'deniers',
  resources: 'resources',
  buildings: 'construction',
};

const COLUMNS = Array.from({ length: FAVOUR_COLUMNS + 1 }, (_, i) => i);

/** The section whose scoring opens a column (columns 3–4: Dungeon, 5: Walls). */
function opener(column: number): string | null {
  return (
    SECTIONS.find((s, i) => column > (i === 0 ? 2 : SECTIONS[i - 1].opensColumn) && column <= s.opensColumn)?.id ?? null
  );
}

interface FavourRowProps {
  track: Track;
  /**
   * Each player's column on this line, in turn order ("0:2 1:0"): a string, so the
   * row re-renders only when a marker moves.
   */
  positions: string;
  limit: number;
  /** The cell a favour would reach, when choosing this line is legal now. */
  targetColumn: number | null;
  target: Target | undefined;
  /** The columns where another seat's last move was, with the seat ("2:1"): a string, as `positions`. */
  recent: string;
  onChoose: Choose;
}

const FavourRow = memo(function FavourRow({
  track,
  positions,
  limit,
  targetColumn,
  target,
  recent,
  onChoose,
}: FavourRowProps) {
  const t = useCaylusT();
  const markers: string[][] = COLUMNS.map(() => []);
  for (const entry of positions.split(' ')) {
    const [p, col] = entry.split(':');
    markers[Number(col)]?.push(p);
  }
  const marks = new Map(recent === '' ? [] : recent.split(' ').map((entry) => entry.split(':') as [string, string]));
  return (
    <>
      {/* On phones the line's name heads its own row (the row header, hidden there, is too narrow for it). */}
      <tr className="cy-favour-title" aria-hidden="true">
        <td colSpan={COLUMNS.length}>
          <Icon name={TRACK_ICONS[track]} className="cy-track-icon" /> {t(`tracks.${track}`)}
        </td>
      </tr>
      <tr>
        <th scope="row">
          <Icon name={TRACK_ICONS[track]} className="cy-track-icon" /> {t(`tracks.${track}`)}
        </th>
        {COLUMNS.map((col) => {
          const here = markers[col] ?? [];
          const locked = col > limit;
          const section = locked ? opener(col) : null;
          const tip = (
            <span className="cy-info">
              <strong>{col === 0 ? t('board.startColumn') : t('board.column', { column: col })}</strong>
              {col > 0 && <span className="cy-info-line">{favourEffect(t, track, col)}</span>}
              {section && (
                <span className="cy-info-line">{t('board.lockedHelp', { section: t(`sections.${section}`) })}</span>
              )}
            </span>
          );
          const pieces = here.map((p) => <Piece key={p} playerID={p} kind="marker" motion={`favour:${track}`} />);
          const cellTarget = col === targetColumn ? target : undefined;
          return (
            <td key={col}>
              <SpotButton
                target={cellTarget}
                onChoose={onChoose}
                tip={tip}
                className={locked ? 'cy-favour-cell is-locked' : 'cy-favour-cell'}
                testId={`favour-${track}-${col}`}
                place={favourCellKey(track, col)}
                recent={marks.get(String(col))}
              >
                <span
                  className="cy-favour-short"
                  style={wordFit(col === 0 ? '·' : t(`board.favourShort.${track}.${col - 1}`))}
                >
                  {col === 0 ? '·' : t(`board.favourShort.${track}.${col - 1}`)}
                  {locked && <span className="visually-hidden"> ({t('board.locked')})</span>}
                </span>
                <span className="cy-tile-foot">{pieces}</span>
              </SpotButton>
            </td>
          );
        })}
      </tr>
    </>
  );
}, sameProps);

export function FavourTable({ G, targets, marked, onChoose }: SpotsProps) {
  const t = useCaylusT();
  const chooser = G.decision?.kind === 'favour' ? G.decision.player : null;
  if (G.options.simplifiedFavours) {
    return (
      <section className="cy-favours" aria-labelledby="cy-favours-title">
        <h3 id="cy-favours-title" className="cy-heading">
          <Icon name="favour" /> {t('board.favourTable')}
        </h3>
        <p className="muted">{t('board.favourSimple')}</p>
      </section>
    );
  }
  return (
    <section className="cy-favours" aria-labelledby="cy-favours-title">
      <h3 id="cy-favours-title" className="cy-heading">
        <Icon name="favour" /> {t('board.favourTable')}
      </h3>
      <div className="cy-scroll">
        <table className="cy-favour-table">
          <thead>
            <tr>
              <td className="cy-favour-corner" />
              {COLUMNS.map((col) => (
                <th
                  key={col}
                  scope="col"
                  className={col > G.favourColumnLimit ? 'is-locked' : col === 0 ? 'cy-favour-start' : undefined}
                >
                  <span className="cy-favour-head-box">
                    <span className="cy-favour-head" style={wordFit(col === 0 ? t('board.startColumn') : String(col))}>
                      {col === 0 ? t('board.startColumn') : col}
                    </span>
                    {col > G.favourColumnLimit && (
                      <small className="cy-lock cy-favour-head" style={wordFit(t('board.locked'))}>
                        {t('board.locked')}
                      </small>
                    )}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TRACKS.map((track) => {
              const positions = G.turnOrder.map((p) => `${p}:${G.players[p].favours[track]}`).join(' ');
              const target = targets.get(favourKey(track));
              return (
                <FavourRow
                  key={track}
                  track={track}
                  positions={positions}
                  limit={G.favourColumnLimit}
                  targetColumn={target && chooser ? favourColumn(G, chooser, track) : null}
                  target={target}
                  recent={COLUMNS.flatMap((col) => {
                    const seat = marked.get(favourCellKey(track, col));
                    return seat === undefined ? [] : [`${col}:${seat}`];
                  }).join(' ')}
                  onChoose={onChoose}
                />
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
