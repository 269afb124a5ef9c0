// The turn order track and the bridge (players who passed, in passing order; the
// bridge is also where the acting player passes).
import type { CaylusState } from '../../../games/caylus/state';
import { PlayerName } from '../../kit';
import { Piece } from './Pieces';
import { SpotButton, type Choose } from './SpotButton';
import { BRIDGE_KEY, type Targets } from './targets';
import { useCaylusT } from './text';

export function TurnOrder({ G }: { G: CaylusState }) {
  const t = useCaylusT();
  return (
    <section className="cy-turn-order" aria-labelledby="cy-order-title">
      <h3 id="cy-order-title" className="cy-heading">{t('board.turnOrder')}</h3>
      <ol className="cy-order-list" data-testid="turn-order">
        {G.turnOrder.map((p, i) => (
          <li key={p}><span className="cy-order-no">{i + 1}.</span><PlayerName playerID={p} /></li>
        ))}
      </ol>
    </section>
  );
}

export function Bridge({ G, targets, onChoose }: { G: CaylusState; targets: Targets; onChoose: Choose }) {
  const t = useCaylusT();
  const tip = (
    <span className="cy-info">
      <strong>{t('board.bridge')}</strong>
      <span className="cy-info-line">{t('board.bridgeHelp')}</span>
    </span>
  );
  const target = targets.get(BRIDGE_KEY);
  return (
    <section className="cy-bridge-wrap" aria-labelledby="cy-bridge-title">
      <h3 id="cy-bridge-title" className="cy-heading">{t('board.bridge')}</h3>
      <SpotButton target={target} onChoose={onChoose} tip={tip} className="cy-bridge" testId="bridge">
        {/* Spans, not a list: a button may hold only phrasing content. */}
        <span className="cy-bridge-list" data-testid="bridge-order">
          {G.bridge.map((p, i) => (
            <span key={p} className="cy-bridge-step">
              <span className="cy-bridge-no">{i + 1}</span>
              <Piece playerID={p} kind="marker" />
            </span>
          ))}
        </span>
        {G.bridge.length === 0 && !target && <span className="cy-slot-free">{t('board.nobodyPassed')}</span>}
        {target && <span className="cy-bridge-pass" aria-hidden="true">{t('board.passOnBridge')}</span>}
      </SpotButton>
    </section>
  );
}
