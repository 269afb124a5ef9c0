// The advanced game's tile auction: the revealed tiles, the high bid, and for the
// bidder a bid stepper and Pass; for the winner, the choice of tile.
import { useState } from 'react';
import type { AuctionState, PlayerID, TikalMove } from '../../../games/tikal';
import { PlayerName, Tooltip, useForSeat } from '../../kit';
import type { Translate } from './text';
import { TileCard, tileText } from './TileCard';

interface AuctionPanelProps {
  t: Translate;
  auction: AuctionState;
  legal: readonly TikalMove[];
  onMove: (m: TikalMove) => void;
}

function BidControl({
  t,
  bidder,
  bids,
  onBid,
}: {
  t: Translate;
  bidder: PlayerID | null;
  bids: readonly number[];
  onBid: (n: number) => void;
}) {
  const forSeat = useForSeat('tikal');
  const [wanted, setWanted] = useState(bids[0]);
  const amount = bids.includes(wanted) ? wanted : bids[0];
  const index = bids.indexOf(amount);
  return (
    <div className="tk-bid" role="group" aria-label={forSeat(bidder, 'board.yourBid', 'board.bidOf')}>
      <button
        type="button"
        aria-label={t('board.bidLess')}
        disabled={index <= 0}
        onClick={() => setWanted(bids[index - 1])}
      >
        −
      </button>
      <output className="tk-bid-amount" data-testid="bid-amount" aria-live="polite">
        {amount}
      </output>
      <button
        type="button"
        aria-label={t('board.bidMore')}
        disabled={index >= bids.length - 1}
        onClick={() => setWanted(bids[index + 1])}
      >
        +
      </button>
      <button type="button" className="primary" data-testid="bid" onClick={() => onBid(amount)}>
        {t('board.bidAmount', { amount })}
      </button>
    </div>
  );
}

export function AuctionPanel({ t, auction, legal, onMove }: AuctionPanelProps) {
  const bids = legal.flatMap((m) => (m.move === 'bid' ? [m.args[0]] : []));
  const pass = legal.find((m) => m.move === 'passBid');
  const choices = legal.filter((m) => m.move === 'chooseTile');
  const high: PlayerID | null = auction.highBidder;
  const bidMove = (n: number) => {
    const m = legal.find((x) => x.move === 'bid' && x.args[0] === n);
    if (m) onMove(m);
  };
  return (
    <section className="tk-panel tk-auction" aria-label={t('board.auctionTitle')} data-testid="auction-panel">
      <h3>{t('board.auctionTitle')}</h3>
      <p>
        {high !== null ? (
          <>
            {t('board.highBid', { amount: auction.highBid })} <PlayerName playerID={high} />
          </>
        ) : (
          t('board.noBid')
        )}
        {auction.bidder !== null && (
          <>
            {' '}
            · {t('board.bidding')} <PlayerName playerID={auction.bidder} />
          </>
        )}
      </p>
      <ul className="tk-display">
        {auction.display.map((tile, i) => {
          const choose = choices.find((m) => m.args[0] === tile);
          // Two revealed tiles may look alike: each is called by its place in the row, which
          // the panel prints; the tile's id stays in a debug attribute.
          const what = tileText(t, tile);
          const named = { n: i + 1, what };
          return (
            <li key={tile} data-tile={tile}>
              <Tooltip content={what}>
                {choose ? (
                  <button
                    type="button"
                    className="tk-display-tile is-target"
                    onClick={() => onMove(choose)}
                    data-testid={`choose-${tile}`}
                  >
                    <TileCard tileId={tile} size={80} label={t('board.displayTile', named)} />
                    <span>{t('board.chooseThis', named)}</span>
                  </button>
                ) : (
                  <span className="tk-display-tile" tabIndex={0} data-testid={`display-${tile}`}>
                    <TileCard tileId={tile} size={80} label={t('board.displayTile', named)} />
                    <span>{t('board.displayTile', named)}</span>
                  </span>
                )}
              </Tooltip>
            </li>
          );
        })}
      </ul>
      {(bids.length > 0 || pass) && (
        <div className="tk-bid-row">
          {bids.length > 0 && <BidControl t={t} bidder={auction.bidder} bids={bids} onBid={(n) => bidMove(n)} />}
          {pass && (
            <button type="button" onClick={() => onMove(pass)} data-testid="pass-bid">
              {t('actions.passBid')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
