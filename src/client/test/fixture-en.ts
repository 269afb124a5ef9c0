// English strings of the platform's fixture game (src/engine/fixture), which has no
// board folder: used by the client's tests and by builds for end-to-end tests
// (VITE_E2E_FIXTURE=1), never by the site itself.
export const fixtureEn = {
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
};
