// The special buildings before the bridge, in activation order: Gate, Trading
// post, Merchants' guild, Jousting field, Stables (three spots) and Inn.
import { memo, type CSSProperties } from 'react';
import { SINGLE_SPECIALS, STABLE_SPOTS, type SingleSpecialId } from '../../../games/caylus';
import { Icon } from '../../kit/art';
import { SPECIAL_ICONS } from './art';
import { Piece } from './Pieces';
import { SpotButton, type Choose, type SpotsProps } from './SpotButton';
import { sameProps, type Target } from './targets';
import { useCaylusT } from './text';

/** The longest word's length: the CSS sets a name smaller until that word fits (French 'marchands' beside the icon at 390 px). */
function wordFit(name: string): CSSProperties {
  return { '--cy-word': Math.max(...name.split(/\s+/).map((w) => w.length)) } as CSSProperties;
}

function Slot({ playerID, spot }: { playerID: string | null; spot: string }) {
  const t = useCaylusT();
  return playerID ? (
    <Piece playerID={playerID} kind="worker" motion={spot} />
  ) : (
    <span className="cy-slot-free">{t('board.freeSlot')}</span>
  );
}

const SingleSpecial = memo(function SingleSpecial({
  id,
  occupant,
  target,
  recent,
  onChoose,
}: {
  id: SingleSpecialId;
  occupant: string | null;
  target: Target | undefined;
  recent: string | undefined;
  onChoose: Choose;
}) {
  const t = useCaylusT();
  const tip = (
    <span className="cy-info">
      <strong>{t(`spots.${id}`)}</strong>
      <span className="cy-info-line">{t(`board.${id}Help`)}</span>
    </span>
  );
  return (
    <li>
      <SpotButton
        target={target}
        onChoose={onChoose}
        tip={tip}
        className="cy-special"
        testId={`spot-${id}`}
        place={id}
        recent={recent}
      >
        <span className="cy-special-head">
          <Icon name={SPECIAL_ICONS[id]} className="cy-kind" />
          <span className="cy-tile-name" style={wordFit(t(`spots.${id}`))}>
            {t(`spots.${id}`)}
          </span>
        </span>
        <span className="cy-tile-foot">
          <Slot playerID={occupant} spot={id} />
        </span>
      </SpotButton>
    </li>
  );
}, sameProps);

const Stables = memo(function Stables({
  occupants,
  closed,
  target,
  recent,
  onChoose,
}: {
  occupants: readonly string[];
  /** Not used with 2 players. */
  closed: boolean;
  target: Target | undefined;
  recent: string | undefined;
  onChoose: Choose;
}) {
  const t = useCaylusT();
  const tip = (
    <span className="cy-info">
      <strong>{t('board.stables')}</strong>
      <span className="cy-info-line">{t('board.stablesHelp')}</span>
    </span>
  );
  const slots = Array.from({ length: STABLE_SPOTS }, (_, i) => occupants[i] ?? null);
  return (
    <li>
      <SpotButton
        target={target}
        onChoose={onChoose}
        tip={tip}
        className="cy-special cy-stables"
        testId="spot-stables"
        place="stables"
        recent={recent}
      >
        <span className="cy-special-head">
          <Icon name={SPECIAL_ICONS.stables} className="cy-kind" />
          <span className="cy-tile-name" style={wordFit(t('board.stables'))}>
            {t('board.stables')}
          </span>
        </span>
        <span className="cy-tile-foot">
          {closed ? (
            <span className="cy-slot-free">{t('board.stablesClosed')}</span>
          ) : (
            slots.map((p, i) => <Slot key={i} playerID={p} spot={`stables:${i}`} />)
          )}
        </span>
      </SpotButton>
    </li>
  );
}, sameProps);

const Inn = memo(function Inn({
  left,
  right,
  target,
  recent,
  onChoose,
}: {
  left: string | null;
  right: string | null;
  target: Target | undefined;
  recent: string | undefined;
  onChoose: Choose;
}) {
  const t = useCaylusT();
  const tip = (
    <span className="cy-info">
      <strong>{t('board.inn')}</strong>
      <span className="cy-info-line">{t('board.innHelp')}</span>
    </span>
  );
  return (
    <li>
      <SpotButton
        target={target}
        onChoose={onChoose}
        tip={tip}
        className="cy-special cy-inn"
        testId="spot-inn"
        place="inn"
        recent={recent}
      >
        <span className="cy-special-head">
          <Icon name={SPECIAL_ICONS.inn} className="cy-kind" />
          <span className="cy-tile-name">{t('board.inn')}</span>
        </span>
        <span className="cy-tile-foot cy-inn-slots">
          <span className="cy-inn-slot">
            <small>{t('board.innLeft')}</small>
            <Slot playerID={left} spot="inn:left" />
          </span>
          <span className="cy-inn-slot">
            <small>{t('board.innRight')}</small>
            <Slot playerID={right} spot="inn:right" />
          </span>
        </span>
      </SpotButton>
    </li>
  );
}, sameProps);

export function Specials({ G, targets, marked, onChoose }: SpotsProps) {
  const t = useCaylusT();
  return (
    <section aria-labelledby="cy-specials-title">
      <h3 id="cy-specials-title" className="cy-heading">
        {t('board.beforeBridge')}
      </h3>
      <ol className="cy-specials">
        {SINGLE_SPECIALS.map((id) => (
          <SingleSpecial
            key={id}
            id={id}
            occupant={G.specials[id]}
            target={targets.get(id)}
            recent={marked.get(id)}
            onChoose={onChoose}
          />
        ))}
        <Stables
          occupants={G.stables}
          closed={G.turnOrder.length === 2}
          target={targets.get('stables')}
          recent={marked.get('stables')}
          onChoose={onChoose}
        />
        <Inn
          left={G.inn.left}
          right={G.inn.right}
          target={targets.get('inn')}
          recent={marked.get('inn')}
          onChoose={onChoose}
        />
      </ol>
    </section>
  );
}
