// The turn order track and the bridge, drawn as a stone bridge over the river
// with the markers of the players who passed on it, in passing order (the bridge
// is also where the acting player passes).
import { memo } from 'react';
import { PlayerName } from '../../kit';
import { Icon } from '../../kit/art';
import { Piece } from './Pieces';
import { SpotButton, type Choose } from './SpotButton';
import { BRIDGE_KEY, sameProps, type Target } from './targets';
import { useCaylusT } from './text';

export const TurnOrder = memo(function TurnOrder({ turnOrder }: { turnOrder: readonly string[] }) {
  const t = useCaylusT();
  return (
    <section className="cy-turn-order" aria-labelledby="cy-order-title">
      <h3 id="cy-order-title" className="cy-heading">
        {t('board.turnOrder')}
      </h3>
      <ol className="cy-order-list" data-testid="turn-order">
        {turnOrder.map((p, i) => (
          <li key={p}>
            <span className="cy-order-no">{i + 1}.</span>
            <PlayerName playerID={p} />
          </li>
        ))}
      </ol>
    </section>
  );
});

export const Bridge = memo(function Bridge({
  passed,
  target,
  onChoose,
}: {
  /** Players who passed, in passing order. */
  passed: readonly string[];
  target: Target | undefined;
  onChoose: Choose;
}) {
  const t = useCaylusT();
  const tip = (
    <span className="cy-info">
      <strong>{t('board.bridge')}</strong>
      <span className="cy-info-line">{t('board.bridgeHelp')}</span>
    </span>
  );
  return (
    <section className="cy-bridge-wrap" aria-labelledby="cy-bridge-title">
      <h3 id="cy-bridge-title" className="cy-heading">
        <Icon name="bridge" /> {t('board.bridge')}
      </h3>
      <SpotButton
        target={target}
        onChoose={onChoose}
        tip={tip}
        className="cy-bridge"
        testId="bridge"
        place={BRIDGE_KEY}
      >
        {/* Spans, not a list: a button may hold only phrasing content. */}
        <span className="cy-bridge-list" data-testid="bridge-order">
          {passed.map((p, i) => (
            <span key={p} className="cy-bridge-step">
              <span className="cy-bridge-no">{i + 1}</span>
              <Piece playerID={p} kind="marker" motion="bridge" />
            </span>
          ))}
        </span>
        {passed.length === 0 && !target && <span className="cy-slot-free">{t('board.nobodyPassed')}</span>}
        {target && (
          <span className="cy-bridge-pass" aria-hidden="true">
            {t('board.passOnBridge')}
          </span>
        )}
      </SpotButton>
    </section>
  );
}, sameProps);
