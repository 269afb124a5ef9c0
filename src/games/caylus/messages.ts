// Every log entry and prompt Caylus can produce, with each parameter's kind: the
// rules write the log only through `log` below (typed against this catalogue), and
// the table kit renders `caylus:log.<key>` / `caylus:prompt.<key>`, showing names
// for the parameters declared `player` / `players`. A leaf module (it imports no
// rules), so that every rule can log without an import cycle through ui.ts.
import { defineMessages, logWriter } from '../../engine/contract/messages';

export const messages = defineMessages({
  log: {
    turnStart: { turn: 'number', order: 'players' },
    income: { player: 'player', deniers: 'number' },
    /** `spot`: a building or special id; `space`: the road space, null for a special building. */
    place: { player: 'player', spot: 'text', space: 'number', price: 'number' },
    ownerVp: { player: 'player', building: 'text', space: 'number' },
    firstPass: { player: 'player', deniers: 'number' },
    pass: { player: 'player', position: 'number' },
    allPassed: {},
    gateMove: { player: 'player', spot: 'text', space: 'number' },
    gateStay: { player: 'player' },
    tradingPost: { player: 'player', deniers: 'number' },
    guildMove: { player: 'player', from: 'number', to: 'number' },
    guildStay: { player: 'player', from: 'number', to: 'number' },
    joust: { player: 'player' },
    joustDecline: { player: 'player' },
    stables: { players: 'players', order: 'players' },
    innEnter: { player: 'player' },
    innEvicted: { player: 'player' },
    innStay: { player: 'player' },
    innLeave: { player: 'player' },
    bribe: { player: 'player', from: 'number', to: 'number', spaces: 'number', deniers: 'number' },
    bribeDecline: { player: 'player', from: 'number', to: 'number', spaces: 'number', deniers: 'number' },
    produce: { player: 'player', building: 'text', cubes: 'list' },
    ownerBonus: { player: 'player', building: 'text', cube: 'text' },
    sell: { player: 'player', building: 'text', cube: 'text', deniers: 'number' },
    buy: { player: 'player', building: 'text', cubes: 'list', deniers: 'number' },
    trade: { player: 'player', building: 'text', deniers: 'number', cubes: 'list', vp: 'number', gold: 'number' },
    alchemy: { player: 'player', cubes: 'list', gold: 'number' },
    construct: { player: 'player', building: 'text', space: 'number', vp: 'number', cubes: 'list' },
    prestige: { player: 'player', building: 'text', space: 'number', vp: 'number' },
    convert: { player: 'player', building: 'text', space: 'number', vp: 'number' },
    convertLater: { player: 'player', building: 'text', space: 'number' },
    nothingToDo: { player: 'player', building: 'text', space: 'number' },
    notActivated: { player: 'player', building: 'text', space: 'number' },
    /** `decision`: the decision kind declined (a key of the strings' `decisions`). */
    decline: { player: 'player', decision: 'text' },
    castleBatch: { player: 'player', section: 'text', cubes: 'list', vp: 'number' },
    castlePenalty: { player: 'player', vp: 'number' },
    /** The castle penalty met a score of 0: nothing to lose (the score never goes below 0). */
    castlePenaltyNone: { player: 'player' },
    castleFull: { player: 'player' },
    castleBest: { player: 'player', houses: 'number' },
    bailiff: { from: 'number', to: 'number', spaces: 'number' },
    sectionScored: { section: 'text' },
    sectionPenalty: { player: 'player', section: 'text', vp: 'number' },
    sectionPenaltyNone: { player: 'player', section: 'text' },
    /** `source`: what earned the favours (a building id, a section id, `jousting` or `castle`). */
    favourEarned: { player: 'player', count: 'number', source: 'text' },
    favourSimple: { player: 'player', count: 'number', vp: 'number', source: 'text' },
    favourTrack: { player: 'player', track: 'text', column: 'number' },
    favourVp: { player: 'player', vp: 'number' },
    favourDeniers: { player: 'player', deniers: 'number' },
    favourCube: { player: 'player', cube: 'text' },
    favourExchange: { player: 'player', give: 'text', cubes: 'list' },
    favourNothing: { player: 'player' },
    favourLost: { player: 'player', count: 'number' },
    finalScore: { player: 'player', gold: 'number', cubes: 'number', deniers: 'number', total: 'number' },
    gameEnd: { winners: 'players' },
  },
  prompt: {
    /** To the placing player: the general price now (1 on their own buildings). */
    placePrice: { price: 'number' },
    /** To the placing player whose worker is at the Inn: everything costs 1. */
    placeInn: {},
    gate: {},
    guild: {},
    joust: {},
    inn: {},
    bribe: {},
    produce: {},
    ownerBonus: {},
    sell: {},
    buy: {},
    construct: {},
    convert: {},
    prestige: {},
    trade: {},
    alchemy: {},
    castle: {},
    favour: {},
    favourResource: {},
    favourBuilding: {},
    /** To everyone else: who decides, and what (a decision kind). */
    waitingFor: { player: 'player', decision: 'text' },
    gameOver: {},
  },
  counters: ['deniers', 'food', 'wood', 'stone', 'cloth', 'gold', 'workersHome', 'houses', 'vp', 'favours'],
  scores: ['play', 'gold', 'cubes', 'deniers'],
});

/** Appends a log entry, its key and parameters checked against the catalogue. */
export const log = logWriter(messages.log);
