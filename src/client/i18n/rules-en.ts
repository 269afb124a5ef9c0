// Short rules summaries written by us, for the in-app rules page. A game's own
// strings (boards/<id>/en.ts) may replace them with a `rules` section.
export interface RulesSummary {
  goal: string;
  sections: { title: string; points: string[] }[];
}

export const rulesEn: Record<string, RulesSummary> = {
  caylus: {
    goal: 'Build the castle and the town around it, and end with the most prestige points.',
    sections: [
      {
        title: 'A turn',
        points: [
          'Income: 2 deniers, plus what your residences and some buildings bring.',
          'Placing workers: in turn, place one worker on a free building along the road or in the castle, paying the placement cost (the lowest free number on the bridge). Passing takes the next bridge space; the first to pass gains a denier.',
          'Special buildings: gate, trading post, merchants\' guild, jousting field, stables and inn act first.',
          'The provost: players may pay to move him; buildings beyond him are not activated.',
          'Activation: buildings up to the provost act in road order; using another player\'s building gives its owner 1 point.',
          'The castle: deliver batches (food, wood, stone) to build dungeon, walls or towers for points; the best builder gains a royal favour, those who build nothing lose points.',
          'End of turn: the bailiff advances; the section being built is counted when he passes its mark.',
        ],
      },
      {
        title: 'Two players',
        points: ['Once the other player has passed, each worker costs 3 deniers.'],
      },
      {
        title: 'End',
        points: ['After the towers are counted, remaining cubes, gold and deniers are worth a few more points. Most points wins.'],
      },
    ],
  },
  tikal: {
    goal: 'Explore the jungle, control temples and collect treasures to score the most points.',
    sections: [
      {
        title: 'A turn',
        points: [
          'Draw and place a jungle tile next to the explored area, keeping paths connected.',
          'Spend 10 action points: bring in explorers, walk paths (stones cost extra), uncover temple levels, dig for treasures, set up a camp, or guard a temple.',
        ],
      },
      {
        title: 'Scoring',
        points: [
          'When a volcano tile is drawn, every player in turn scores: each temple where they have most explorers scores its level; treasures score by sets.',
          'A final scoring follows when the last tile is placed. Most points wins.',
        ],
      },
    ],
  },
  troyes: {
    goal: 'Gain the most prestige points by rebuilding the city and its cathedral, guided by a secret character.',
    sections: [
      {
        title: 'A round',
        points: [
          'Income and upkeep: draw citizens into the city districts, pay salaries, roll the dice of the three colours (military red, religious white, civil yellow).',
          'Events: new events arrive; red events must be fought off with military dice.',
          'Actions: in turn, take one or more dice of the same colour from a district to activate an action card; taking another player\'s dice costs deniers.',
          'Influence: spend influence to build the cathedral, fight events or adjust dice.',
        ],
      },
      {
        title: 'End',
        points: ['After six rounds, points from cathedral, events, cards and your secret character are counted. Most points wins.'],
      },
    ],
  },
  iwari: {
    goal: 'Settle the land with tents and totems: hold tent majorities when the territories score (twice), totem majorities on both sides of connections and long chains of tents at the end.',
    sections: [
      {
        title: 'A turn: the 3–2–1 rule',
        points: [
          'Play up to 3 cards to place up to 2 pieces in 1 territory. Each piece costs one card of the territory\'s biome, or a pair of matching cards of any biome.',
          'An unexplored territory (no piece in it) takes exactly one tent that turn.',
          'Totems in a territory may never outnumber the largest number of tents a single tribe has there.',
          'Then draw back to 3 cards from the deck or the 4-card display. Instead of placing, you may discard one card and draw one.',
          'Two players: cards left after using only 1 or 2 must make a regular move for the neutral third tribe.',
        ],
      },
      {
        title: 'Scoring',
        points: [
          'Half journey (the deck runs out the first time): tents only. In each territory the most tents score all tents there; every other tribe scores the count of the tribe just above it.',
          'The end comes when the deck runs out again or a player has no tents left; the round is finished so everybody has had as many turns.',
          'Final scoring: tents again; on each connection not under a mountain, a tribe with the totem majority on both sides scores 1 per totem on both sides; each settlement of 4 or more linked tents scores 1 per tent.',
          'Most points wins; tied, the most unused tents and totems.',
        ],
      },
    ],
  },
};
