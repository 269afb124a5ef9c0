// English strings of the platform's fixture game (src/engine/fixture), which has no
// board folder: used by the client's tests and by builds for end-to-end tests
// (VITE_E2E_FIXTURE=1), never by the site itself.
export const fixtureEn = {
  info: { description: 'A tiny race to a target total with a secret deck, used by the end-to-end tests.' },
  log: {
    added: '{{player}} adds {{n}}, total {{total}}.',
    drew: '{{player}} draws a card.',
    won: '{{player}} reaches the target.',
  },
  prompt: {
    play: 'Your turn: add 1, 2 or 3, or draw a card.',
    confirm: 'Your turn: you drew a card, confirm it.',
    waiting: 'Waiting for {{players}}.',
    over: 'The game is over.',
  },
  counter: { total: 'Total', hand: 'Cards in hand' },
  counterHelp: { total: 'The first to reach the target wins' },
  score: {},
  move: { add: 'add', draw: 'draw', confirm: 'confirm', crash: 'crash' },
  option: {
    target: { label: 'Target', help: 'Total that ends the game', choice: { 10: '10', 30: '30', 60: '60', 1000: '1000' } },
    plantedBug: { label: 'Planted bug', help: 'Offers a move whose rule throws, for the server\'s tests' },
  },
};
