// The city square as the players' districts: each player's dice (and the neutral
// district's), and beside them what the player holds, drawn: deniers as a pile of
// coins, influence as a seal, the citizens in supply standing in a row, the VP
// shield (a number for its owner only until the end), the passing money lying in
// the district, the characters as cards (face up for their owner, backs for the
// others). Pieces placed from a player's supply fly in from the district
// (`district:<seat>`; the kit's own player panels are `panel:<seat>`).
import { memo, type CSSProperties } from 'react';
import {
  characterOf,
  type CharacterId,
  type DistrictId,
  type PlayerID,
  type PlayerState,
  type TroyesState,
} from '../../../games/troyes';
import { PlayerName, Tooltip, seatStyle, useForSeat } from '../../kit';
import { CoinStack, pieceBody, PrestigePoint, SeatMark, seatShape } from '../../kit/art';
import { Glyphs, InfluenceSeal, VP_SHIELD } from './art';
import { countedGlyphs } from './glyphs';
import { Die } from './parts';
import { squareDice, type DieRef } from './targets';
import { characterLines, useTables, type Translate } from './text';

/** Where dice of each colour come from: the building whose citizens gave them. */
const DIE_SOURCE = { r: 'building:palace', w: 'building:bishopric', y: 'building:cityhall' } as const;

/** Citizens in supply, standing in a row: one picture, named with their number. */
const SupplyRow = memo(function SupplyRow({ who, count, label }: { who: DistrictId; count: number; label: string }) {
  const style = who === 'n' ? { colour: '#a3a3a3', ink: '#1b1b1b' } : seatStyle(who);
  const shape = who === 'n' ? null : seatShape(who);
  const shown = Math.min(count, 12);
  return (
    <span className="ty-supply" role="img" aria-label={label}>
      <svg
        viewBox={`0 0 ${Math.max(shown, 1) * 13 + 11} 24`}
        aria-hidden="true"
        style={{ width: `${((Math.max(shown, 1) * 13 + 11) / 24) * 1.3}em` }}
      >
        {Array.from({ length: shown }, (_, i) => (
          <g key={i} transform={`translate(${i * 13} 0)`}>
            <path
              d={pieceBody('meeple')}
              fill={style.colour}
              stroke="#1b1b1b"
              strokeWidth="1.1"
              strokeLinejoin="round"
            />
            {shape ? (
              <SeatMark shape={shape} x={12} y={12.6} r={3} fill={style.ink} />
            ) : (
              <circle cx="12" cy="12.6" r="2.6" fill="none" stroke="#1b1b1b" strokeWidth="1.3" />
            )}
          </g>
        ))}
      </svg>
      <span className="ty-count" aria-hidden="true">
        {count}
      </span>
    </span>
  );
});

/** A character as a card: what it counts, its name; the tooltip gives its table. */
export const CharacterCard = memo(function CharacterCard({ t, id }: { t: Translate; id: CharacterId }) {
  const tables = useTables();
  const c = characterOf(tables, id);
  return (
    <Tooltip
      content={
        <span className="ty-tip">
          {[t(`characters.${id}`), ...characterLines(t, tables, id)].map((l, i) => (
            <span key={i} className="ty-tip-line">
              {l}
            </span>
          ))}
        </span>
      }
    >
      <span className="ty-character" tabIndex={0} data-character={id}>
        <Glyphs glyphs={countedGlyphs(c.counts)} />
        <span className="ty-character-name">{t(`characters.${id}`)}</span>
      </span>
    </Tooltip>
  );
});

function Characters({
  t,
  p,
  player,
  own,
  over,
}: {
  t: Translate;
  p: PlayerID;
  player: PlayerState;
  own: boolean;
  over: boolean;
}) {
  const forSeat = useForSeat('troyes');
  // Own characters face up only when the view holds them (at one screen they stay
  // face down until the seat shows its secrets).
  if (own && !over && player.vpVisible) {
    return (
      <section className="ty-characters" aria-label={forSeat(p, 'board.yourCharacters', 'board.charactersOf')}>
        {player.characters.map((c) => (
          <CharacterCard key={c} t={t} id={c} />
        ))}
      </section>
    );
  }
  if (player.characters.length > 0) {
    return (
      <div className="ty-characters" data-player={p}>
        {player.characters.map((c) => (
          <CharacterCard key={c} t={t} id={c} />
        ))}
      </div>
    );
  }
  return (
    <span
      className="ty-characters"
      role="img"
      aria-label={t('board.charactersHidden', { count: player.characterCount })}
    >
      {Array.from({ length: player.characterCount }, (_, i) => (
        <span key={i} className="ty-character-back" aria-hidden="true" />
      ))}
    </span>
  );
}

/** A district's holdings: drawn again only when its player's state changes (the others' moves leave it alone). */
const Holdings = memo(function Holdings({
  t,
  p,
  player,
  own,
  over,
}: {
  t: Translate;
  p: PlayerID;
  player: PlayerState;
  own: boolean;
  over: boolean;
}) {
  const vpShown = player.vpVisible || own || over;
  return (
    <div className="ty-holdings">
      <CoinStack amount={player.deniers} label={`${t('counter.deniers')}: ${player.deniers}`} className="ty-coins" />
      <InfluenceSeal n={player.influence} label={`${t('counter.influence')}: ${player.influence}`} />
      {vpShown ? (
        <PrestigePoint label={t('counter.vp')} points={player.vp} size={26} />
      ) : (
        <svg
          className="ty-vp-hidden"
          viewBox="0 0 24 24"
          role="img"
          aria-label={`${t('counter.vp')}: ${t('board.hidden')}`}
        >
          <path d={VP_SHIELD} fill="#7d8fa3" stroke="#15293d" strokeWidth="1.1" />
          <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
            ?
          </text>
        </svg>
      )}
      <SupplyRow who={p} count={player.supply} label={`${t('counter.supply')}: ${player.supply}`} />
      {player.passMoney > 0 && (
        <span className="ty-pass-money" title={t('counter.passMoney')}>
          <CoinStack
            amount={player.passMoney}
            label={`${t('counter.passMoney')}: ${player.passMoney}`}
            className="ty-coins"
          />
        </span>
      )}
      <Characters t={t} p={p} player={player} own={own} over={over} />
    </div>
  );
});

export function Square({
  t,
  G,
  playerID,
  selectable,
  selected,
  onToggle,
}: {
  t: Translate;
  G: TroyesState;
  playerID: PlayerID | null;
  selectable: (d: DieRef) => boolean;
  selected: readonly string[];
  onToggle: (d: DieRef) => void;
}) {
  const districts: DistrictId[] = [...G.playOrder, 'n'];
  const over = G.phase === 'over';
  return (
    <section className="ty-square" aria-label={t('board.square')}>
      <h3 className="ty-heading">{t('board.square')}</h3>
      <div className="ty-districts">
        {districts.map((d) => {
          const dice = squareDice(G, d);
          const seen = new Map<string, number>();
          const player = d === 'n' ? null : G.players[d];
          return (
            <div
              key={d}
              className={`ty-district${d === 'n' ? ' is-neutral' : ''}${d === playerID ? ' is-own' : ''}`}
              data-testid={`district-${d}`}
              data-motion-anchor={`district:${d}`}
              style={d === 'n' ? undefined : ({ '--ty-seat': seatStyle(d).colour } as CSSProperties)}
            >
              <div className="ty-district-name">
                {d === 'n' ? t('board.neutralDistrict') : <PlayerName playerID={d} />}
                {d === G.startPlayer && <span className="ty-tag">{t('board.startPlayer')}</span>}
                {d !== 'n' && G.passed.includes(d) && <span className="ty-tag">{t('board.passed')}</span>}
              </div>
              <div className="ty-dice">
                {dice.length === 0 && <span className="ty-no-dice">{t('board.noDice')}</span>}
                {dice.map((die) => {
                  // A die is known by its district, colour and value: spending one leaves the others' ids alone.
                  const k = seen.get(die.code) ?? 0;
                  seen.set(die.code, k + 1);
                  return (
                    <Die
                      key={die.key}
                      t={t}
                      die={die}
                      selected={selected.includes(die.key)}
                      onClick={selectable(die) ? () => onToggle(die) : undefined}
                      motion={`die:${die.code}:${k}`}
                      from={DIE_SOURCE[die.c]}
                    />
                  );
                })}
              </div>
              {player ? (
                <Holdings t={t} p={d} player={player} own={d === playerID} over={over} />
              ) : (
                <div className="ty-holdings">
                  <SupplyRow who="n" count={G.neutralSupply} label={`${t('counter.supply')}: ${G.neutralSupply}`} />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
