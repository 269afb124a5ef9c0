import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { troyesPrinted } from '../../../games/troyes';
import { atActions, atFight, dice, fill, reveal } from '../../../games/troyes/test/helpers';
import { en } from '../../../games/troyes/i18n/en';
import { actingSeat, matchWith, renderBoard } from './testing';

// The Troyes board: what it draws, what it offers (always from the legal list) and
// what a click plays; and that a seat never sees another's secrets.

function die(district: string, label: string, nth = 0): HTMLElement {
  return within(screen.getByTestId(`district-${district}`)).getAllByRole('button', { name: label })[nth];
}

function actions(prepare: (G: Parameters<typeof atActions>[0]) => void = () => {}) {
  return matchWith(3, (G) => {
    atActions(G, '0');
    fill(G, 'palace', '012n01');
    fill(G, 'bishopric', '01n201');
    fill(G, 'cityhall', '012n01');
    reveal(G, 'red2', 'mercenary');
    G.events.push({ id: 'war', cubes: ['1'] });
    dice(G, '0', 'r4 w5 y2');
    dice(G, '1', 'r6 y6');
    dice(G, 'n', 'w1');
    G.players['0'].deniers = 20;
    prepare(G);
  });
}

describe('the initial placement', () => {
  it('offers every empty space to the seat that places, and a click plays it', () => {
    const state = matchWith(2, () => {});
    const { moves } = renderBoard(state, actingSeat(state));
    const empty = screen.getAllByRole('button', { name: /Space \d.*empty/ });
    expect(empty).toHaveLength(12);
    fireEvent.click(within(screen.getByTestId('building-palace')).getAllByRole('button', { name: /empty/ })[0]);
    expect(moves.placeInitial).toHaveBeenCalledWith('palace', 0);
  });

  it('offers nothing to a waiting seat', () => {
    const state = matchWith(2, () => {});
    renderBoard(state, actingSeat(state) === '0' ? '1' : '0');
    expect(screen.queryAllByRole('button', { name: /empty/ })).toHaveLength(0);
  });
});

describe('forming a group', () => {
  it('shows the price of bought dice before committing, and the targets that take the group', () => {
    const { moves } = renderBoard(actions(), '0');
    fireEvent.click(die('0', 'red 4'));
    expect(screen.getByTestId('group-price').textContent).toBe('No dice bought');
    fireEvent.click(die('1', 'red 6'));
    // two dice, one bought: 4 deniers to Bob
    expect(screen.getByTestId('group-price').textContent).toBe('Price of bought dice: 4 deniers');
    const group = screen.getByRole('region', { name: 'Your group' });
    expect(within(group).getByRole('button', { name: 'Activate a card: Mercenary' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Fight an event: War' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('card-red2'));
    expect(moves.activate).toHaveBeenCalledWith('red2', ['0r4', '1r6'], null);
  });

  it('once a die is chosen, only dice that can join it in some action stay selectable', () => {
    renderBoard(actions(), '0');
    expect(die('1', 'red 6')).toBeTruthy();
    fireEvent.click(die('0', 'white 5'));
    expect(within(screen.getByTestId('district-1')).queryByRole('button', { name: 'red 6' })).toBeNull();
    expect(within(screen.getByTestId('district-n')).getByRole('button', { name: 'white 1' })).toBeTruthy();
    // Own dice stay selectable: influence may turn any of them over together.
    expect(die('0', 'red 4')).toBeTruthy();
    fireEvent.click(die('0', 'white 5'));
    expect(die('1', 'red 6')).toBeTruthy();
  });

  it('a single die can place a citizen in its building', () => {
    const { moves } = renderBoard(actions(), '0');
    fireEvent.click(die('0', 'yellow 2'));
    fireEvent.click(within(screen.getByTestId('building-cityhall')).getByRole('button', { name: 'City Hall' }));
    expect(moves.placeCitizen).toHaveBeenCalledWith('cityhall', '0y2');
  });

  it('white dice build the cathedral; a cube can be chosen for the group', () => {
    const state = actions((G) => {
      reveal(G, 'red1', 'diplomat');
      G.cards.red1.cubes['0'] = 1;
    });
    const { moves } = renderBoard(state, '0');
    fireEvent.click(within(screen.getByTestId('district-n')).getByRole('button', { name: 'white 1' }));
    expect(screen.getByTestId('group-price').textContent).toBe('Price of bought dice: 2 deniers');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'red1' } });
    expect(screen.getByTestId('group-price').textContent).toBe('No dice bought');
    fireEvent.click(screen.getByRole('button', { name: 'Cathedral' }));
    expect(moves.cathedral).toHaveBeenCalledWith(['nw1'], 'red1');
  });

  it('passes', () => {
    const { moves } = renderBoard(actions(), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(moves.pass).toHaveBeenCalledWith();
  });
});

describe('influence', () => {
  it('re-rolls or turns over the chosen own dice, and brings a citizen', () => {
    const { moves } = renderBoard(actions(), '0');
    fireEvent.click(die('0', 'yellow 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Re-roll yellow 2 (1)' }));
    expect(moves.reroll).toHaveBeenCalledWith('0y2');
    fireEvent.click(screen.getByRole('button', { name: 'Turn the chosen dice over (4)' }));
    expect(moves.flip).toHaveBeenCalledWith(['0y2']);
    fireEvent.click(screen.getByRole('button', { name: 'New citizen (2)' }));
    expect(moves.recruit).toHaveBeenCalledWith();
  });
});

describe('the black-dice fight', () => {
  it('takes the highest black die and any ticked others, then pays with chosen own dice', () => {
    const state = matchWith(3, (G) => {
      atFight(G, '0', [5, 2]);
      dice(G, '0', 'r3 w1');
    });
    const first = renderBoard(state, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Take on 5' }));
    expect(first.moves.takeBlack).toHaveBeenCalledWith([5]);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Black dice' })).getByRole('button', { name: 'Black dice 2' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Take on 5 + 2' }));
    expect(first.moves.takeBlack).toHaveBeenCalledWith([5, 2]);
    first.unmount();

    const paying = matchWith(3, (G) => {
      atFight(G, '0', [5, 2]);
      dice(G, '0', 'r3 w1');
      G.fight!.taken = [5];
    });
    const { moves } = renderBoard(paying, '0');
    const fight = screen.getByRole('button', { name: 'Fight with the chosen dice' }) as HTMLButtonElement;
    expect(fight.disabled).toBe(true);
    fireEvent.click(die('0', 'red 3'));
    fireEvent.click(fight);
    expect(moves.payBlack).toHaveBeenCalledWith(['0r3']);
  });

  it('shows every seat the black dice and who fights them', () => {
    const state = matchWith(3, (G) => {
      atFight(G, '1', [6, 3, 3]);
    });
    renderBoard(state, '2');
    const black = screen.getByTestId('black-dice');
    expect(
      within(black)
        .getAllByRole('img', { name: /Black dice/ })
        .map((e) => e.getAttribute('aria-label')),
    ).toEqual(['Black dice 6', 'Black dice 3', 'Black dice 3']);
    expect(black.textContent).toContain('Bob');
    expect(screen.queryByRole('button', { name: /Take on/ })).toBeNull();
  });

  it('offers conceding only when the highest cannot be beaten', () => {
    const state = matchWith(3, (G) => {
      atFight(G, '0', [6]);
      dice(G, '0', 'w1');
    });
    const { moves } = renderBoard(state, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Concede the 6 (−2 VP)' }));
    expect(moves.concede).toHaveBeenCalledWith();
  });
});

describe("a card's follow-up", () => {
  it('asks how many paid activations', () => {
    const state = actions((G) => {
      reveal(G, 'yellow3', 'journeyman');
      G.cards.yellow3.tradesmen = ['0'];
      G.players['0'].deniers = 9;
      G.pending = { kind: 'count', space: 'yellow3', activations: 3 };
    });
    const { moves } = renderBoard(state, '0');
    fireEvent.click(screen.getByRole('button', { name: '2 activations' }));
    expect(moves.count).toHaveBeenCalledWith(2);
  });

  it('asks how many activations to use on a card that only gains, down to one', () => {
    const state = actions((G) => {
      G.cards.red2.tradesmen = ['0'];
      G.pending = { kind: 'count', space: 'red2', activations: 3 };
    });
    const { moves } = renderBoard(state, '0');
    const panel = screen.getByRole('region', { name: 'Mercenary' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1 activation', '2 activations', '3 activations']);
    fireEvent.click(within(panel).getByRole('button', { name: '1 activation' }));
    expect(moves.count).toHaveBeenCalledWith(1);
  });
});

describe('influence before passing', () => {
  it('once influence is spent this turn, the pass button is off', () => {
    const state = actions((G) => {
      G.influenceUsed = ['reroll'];
    });
    renderBoard(state, '0');
    expect(screen.getByRole('button', { name: 'Pass' })).toHaveProperty('disabled', true);
  });
});

describe('the influence track', () => {
  it("shows every player's marker on his influence", () => {
    const state = actions((G) => {
      G.players['0'].influence = 7;
      G.players['1'].influence = 20;
      G.players['2'].influence = 7;
    });
    renderBoard(state, '2');
    const track = screen.getByRole('region', { name: 'Influence track' });
    const step = (v: number) => track.querySelector(`[data-value="${v}"]`) as HTMLElement;
    expect([...step(7).querySelectorAll('[data-player]')].map((e) => e.getAttribute('data-player'))).toEqual([
      '0',
      '2',
    ]);
    expect([...step(20).querySelectorAll('[data-player]')].map((e) => e.getAttribute('data-player'))).toEqual(['1']);
    expect(within(step(7)).getByRole('img', { name: 'Alice' })).toBeTruthy();
  });
});

describe('secrets and tooltips', () => {
  const characterName = (id: string) => (en.characters as Record<string, string>)[id];

  it("shows the seat its own characters only, and each card's text in brief, in full in its tooltip", () => {
    const state = actions();
    renderBoard(state, '1');
    const section = screen.getByRole('region', { name: 'Your characters' });
    for (const c of state.G.players['1'].characters) expect(section.textContent).toContain(characterName(c));
    for (const p of ['0', '2']) {
      for (const c of state.G.players[p].characters) expect(document.body.textContent).not.toContain(characterName(c));
    }
    // The card says its effect in brief; the full sentence is its tooltip.
    expect(screen.getByTestId('card-red2').querySelector('.ty-card-text')?.textContent).toBe('3 deniers');
    expect(document.body.textContent).not.toContain('Per activation: 3 deniers.');
    fireEvent.focus(screen.getByTestId('card-red2'));
    expect(document.body.textContent).toContain('Per activation: 3 deniers.');
    expect(document.body.textContent).toContain('Tradesman: 4 deniers');
    expect(document.body.textContent).toContain('Numbers not yet verified');
  });

  it("gives each character its steps of 1, 3 and 6 VP, flagging stand-in steps (not Hugues de Payns's)", () => {
    const state = actions((G) => {
      G.players['1'].characters = ['hugues', 'thibaut'];
    });
    const { container } = renderBoard(state, '1');
    const tip = (id: string) => {
      fireEvent.focus(container.querySelector(`[data-character="${id}"]`)!);
      return document.body.textContent ?? '';
    };
    const hugues = tip('hugues');
    expect(hugues).toContain('5+: 1 VP · 10+: 3 VP · 15+: 6 VP');
    expect(hugues).not.toContain('Steps not yet verified');
    const thibaut = tip('thibaut');
    expect(thibaut).toContain('10+: 1 VP · 20+: 3 VP · 30+: 6 VP');
    expect(thibaut).toContain('Steps not yet verified');
  });

  it("draws and explains the match's printed values, each marked printed", () => {
    const printed = troyesPrinted(
      JSON.parse(readFileSync(join(__dirname, '../../../games/troyes/data/printed-sample/troyes.json'), 'utf8')),
    );
    const state = actions((G) => {
      G.printed = printed;
      G.players['0'].characters = ['hugues'];
    });
    const { container } = renderBoard(state, '0');
    // The card face: the sample's cost 12 and divisor 4 (the stand-ins: 4 and 3).
    expect(screen.getByTestId('card-red2').textContent).toContain('÷4');
    fireEvent.focus(screen.getByTestId('card-red2'));
    expect(document.body.textContent).toContain('Tradesman: 12 deniers (printed)');
    expect(document.body.textContent).toContain('Dice: 1–3 red ÷ 4 = activations (printed)');
    fireEvent.focus(screen.getByTestId('event-war'));
    expect(document.body.textContent).toContain(
      'Fight: 1–3 red dice ÷ 6 = cubes; 4 flags; most cubes 15 VP, second 7 VP. (printed)',
    );
    fireEvent.focus(container.querySelector('[data-character="hugues"]')!);
    expect(document.body.textContent).toContain('6+: 11 VP · 11+: 13 VP · 16+: 16 VP (printed)');
  });

  it('a spectator sees no characters at all', () => {
    renderBoard(actions(), null);
    expect(screen.queryByRole('region', { name: 'Your characters' })).toBeNull();
  });

  it("never draws a face-down card's name", () => {
    const state = matchWith(2, () => {});
    renderBoard(state, '0');
    expect(screen.getByTestId('card-red1').textContent).toContain('Face down');
    for (const id of Object.values(state.G.secret!.faceDown)) {
      expect(document.body.textContent).not.toContain((en.cards as Record<string, string>)[id!]);
    }
  });
});

describe("the other seats' last moves", () => {
  const marks = () =>
    Array.from(document.querySelectorAll('[data-recent]'))
      .map((e) => `${e.closest('[data-testid]')?.getAttribute('data-testid')}=${e.getAttribute('data-recent')}`)
      .sort();

  it('marks the space of a citizen placed, the card activated and the card a cube went on', () => {
    const state = matchWith(2, (G) => {
      G.buildings.palace.spaces[0] = '1';
    });
    renderBoard(state, '0', [
      { player: '1', move: { move: 'placeInitial', args: ['palace', 0] } },
      { player: '1', move: { move: 'activate', args: ['red1', ['1r4'], 'white2'] } },
      { player: '1', move: { move: 'reroll', args: ['1r4'] } },
    ]);
    expect(marks()).toEqual(['card-red1=1', 'card-white2=1', 'space-palace-0=1']);
    expect(screen.getByTestId('space-palace-0').querySelector('[data-recent]')?.textContent).toBe('▲last move by Bob');
  });

  it('marks the cathedral and a building that took a citizen', () => {
    const state = matchWith(3, () => {});
    renderBoard(state, '0', [
      { player: '1', move: { move: 'cathedral', args: [['1w2'], null] } },
      { player: '2', move: { move: 'placeCitizen', args: ['bishopric', '2y5'] } },
    ]);
    expect(marks()).toEqual(['building-bishopric=2', 'cathedral=1']);
  });
});
