// The turn order track and the bridge, drawn as a stone bridge over the river
// with the markers of the players who passed standing on its deck, in passing
// order (the bridge is also where the acting player passes).
import { memo, useId } from 'react';
import { PlayerName } from '../../kit';
import { Icon } from '../../kit/art';
import { Piece } from './Pieces';
import { SpotButton, type Choose } from './SpotButton';
import { BRIDGE_KEY, sameProps, type Target } from './targets';
import { useCaylusT } from './text';
import './places.css';

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

/** Where the deck's road surface starts, from the top of the bridge's picture (px): the markers stand on it. */
export const DECK_Y = 36;

/**
 * The bridge's picture, as wide as its button at any width: a river running under
 * a row of stone arches, the deck with its parapet on top, a bank at each end. In
 * screen pixels (patterns repeat, nothing stretches), behind the markers.
 */
const BridgeArt = memo(function BridgeArt() {
  const id = `cyb${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const d = DECK_Y;
  return (
    <svg className="cy-bridge-art" aria-hidden="true" data-testid="bridge-art">
      <defs>
        <pattern id={`${id}w`} width="46" height="12" patternUnits="userSpaceOnUse">
          <path d="M3 6q5-4 10 0t10 0M26 11q5-4 10 0" className="cy-river-wave" />
        </pattern>
        <pattern id={`${id}a`} width="84" height="30" x="-14" y={d + 8} patternUnits="userSpaceOnUse">
          {/* One pier and one arch: the span's dark opening down to the water, its voussoirs round it. */}
          <rect width="84" height="30" className="cy-bridge-stone" />
          <path d="M12 30V22a30 18 0 0 1 60 0v8z" className="cy-bridge-arch" />
          <path d="M12 22a30 18 0 0 1 60 0" className="cy-bridge-voussoirs" />
          <path d="M0 8h12M72 8h12M0 17h12M72 17h12" className="cy-bridge-joint" />
        </pattern>
        <pattern id={`${id}p`} width="14" height="9" patternUnits="userSpaceOnUse" y={d - 9}>
          <rect x="1" width="8" height="9" rx="1" className="cy-bridge-post" />
        </pattern>
      </defs>
      <rect y={d + 8} width="100%" height="30" fill={`url(#${id}a)`} />
      <rect y={d + 36} width="100%" height="100%" className="cy-river" />
      <rect y={d + 38} width="100%" height="100%" fill={`url(#${id}w)`} />
      <rect y={d - 9} width="100%" height="9" fill={`url(#${id}p)`} />
      <rect y={d - 3} width="100%" height="3" className="cy-bridge-rail" />
      <rect y={d} width="100%" height="8" className="cy-bridge-deck" />
      <path d={`M0 ${d - 6}Q14 ${d - 4} 26 ${d + 70}H0z`} className="cy-bank" />
      <svg x="100%" overflow="visible">
        <path d={`M0 ${d - 6}Q-14 ${d - 4} -26 ${d + 70}H0z`} className="cy-bank" />
      </svg>
    </svg>
  );
});

export const Bridge = memo(function Bridge({
  passed,
  target,
  recent,
  onChoose,
}: {
  /** Players who passed, in passing order. */
  passed: readonly string[];
  target: Target | undefined;
  /** The seat whose last move was passing. */
  recent: string | undefined;
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
        recent={recent}
      >
        <BridgeArt />
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
