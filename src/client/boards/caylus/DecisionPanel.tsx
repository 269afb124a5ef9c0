// The acting player's choices as buttons with readable labels. Placing a worker and
// the Gate are chosen on the board (the panel adds pass/decline); every other
// decision is listed in full, board targets included, so no choice needs a pointer.
import { useId } from 'react';
import { roadSpace, type CaylusMove, type CaylusState, type Decision } from '../../../games/caylus';
import { ForSeat } from '../../kit';
import { groupChoices, ON_BOARD } from './choices';
import type { Choose } from './SpotButton';
import { buildingName, useCaylusT, type Translate } from './text';

/** Where the decision comes from: the building on the road, or the favour column. */
function contextText(t: Translate, G: CaylusState, d: Decision): string | null {
  if ('space' in d)
    return `${buildingName(t, roadSpace(G, d.space).building)} (${t('board.space', { space: d.space })})`;
  if ('column' in d)
    return `${t(d.kind === 'favourResource' ? 'tracks.resources' : 'tracks.buildings')}, ${t('board.column', { column: d.column })}`;
  return null;
}

export function DecisionPanel({
  G,
  decision,
  legal,
  onChoose,
}: {
  G: CaylusState;
  decision: Decision;
  legal: readonly CaylusMove[];
  onChoose: Choose;
}) {
  const t = useCaylusT();
  const titleId = useId();
  const groups = groupChoices(t, G, decision, legal);
  const context = contextText(t, G, decision);
  return (
    <section className="cy-decision panel" aria-labelledby={titleId} data-testid="decision-panel">
      <h3 id={titleId} className="cy-heading">
        {/* What to decide is the prompt bar's sentence; the panel names where it comes from. */}
        <ForSeat namespace="caylus" seat={decision.player} mine="board.decisionTitle" named="board.decisionTitleOf" />
        {context && <span className="cy-decision-context"> — {context}</span>}
      </h3>
      {ON_BOARD.has(decision.kind) && <p className="cy-hint">{t('board.pickOnBoard')}</p>}
      {groups.map((g, i) => (
        <div key={`${g.heading ?? ''}-${i}`} className="cy-choice-group">
          {g.heading && <h4>{g.heading}</h4>}
          <ul className="cy-choices">
            {g.moves.map(({ move, label }) => (
              <li key={`${move.move}:${JSON.stringify(move.args)}`}>
                <button
                  type="button"
                  className={
                    move.move === 'decline' || move.move === 'pass' ? 'cy-choice cy-choice-decline' : 'cy-choice'
                  }
                  onClick={() => onChoose(move)}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
