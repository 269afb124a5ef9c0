// English strings for Iwari (i18next, `{{param}}` interpolation). Player params are
// playerIDs; the client replaces them with names. A territory is named by its biome
// and its number on the map ("Tundra 1": params `biome` and `number`, or `aBiome`…
// for a connection's two sides), a tent space by its number in its territory
// (`space`), never by their ids, which differ from map to map; single cards and
// feats are translated inside the sentences with $t(iwari:…); lists of cards are
// biome ids.

/** The home page's words about the game (also `info` below), loaded apart from the rest. */
export const info = {
  description:
    'Play up to three cards to place up to two tents or totems in one territory. Tent majorities score twice, totem majorities on both sides of a connection and settlements of four linked tents score at the end.',
};

export const en = {
  info,
  // Counted words: nested as $t(iwari:unit.x, {"count": {{n}} }) so that 1 and 2 read
  // right (the kit hands sentences their numbers as text, which i18next does not count).
  unit: {
    point_one: '{{count}} point',
    point_other: '{{count}} points',
    tent_one: '{{count}} tent',
    tent_other: '{{count}} tents',
    totem_one: '{{count}} totem',
    totem_other: '{{count}} totems',
    card_one: '{{count}} card',
    card_other: '{{count}} cards',
    moreCard_one: '{{count}} more card',
    moreCard_other: '{{count}} more cards',
    tentSpace_one: '{{count}} tent space',
    tentSpace_other: '{{count}} tent spaces',
  },
  rank: {
    '1': 'first',
    '2': 'second',
  },
  log: {
    setup:
      'A game for {{players}} players on $t(iwari:maps.{{map}}) begins. Mountains cover connections {{mountains}}. {{first}} plays first.',
    place:
      '{{player}} places $t(iwari:placed.t{{tentCount}}m{{totems}}) in $t(iwari:biome.{{biome}}) {{number}}, paying {{cards}}.',
    placeNeutral:
      '{{player}} moves the third tribe: $t(iwari:placed.t{{tentCount}}m{{totems}}) in $t(iwari:biome.{{biome}}) {{number}}, paying {{cards}}.',
    neutralDiscard: '{{player}} discards what the third tribe did not use: {{cards}}.',
    neutralSkipped: 'The third tribe cannot move with {{cards}}, which {{player}} discards.',
    discard: '{{player}} discards a $t(iwari:biome.{{card}}) card to draw another.',
    drawDeck: '{{player}} draws a $t(iwari:biome.{{card}}) card from the deck.',
    drawDeckHidden: '{{player}} draws a card from the deck.',
    drawDisplay: '{{player}} takes a $t(iwari:biome.{{card}}) card from the display.',
    refill: 'A $t(iwari:biome.{{card}}) card refills the display.',
    pass: '{{player}} has no card and nothing to draw, and passes.',
    deckExhausted: 'The deck has run out ($t(iwari:exhaustion.{{times}})).',
    reshuffle: 'The discard pile is shuffled into a new deck of $t(iwari:unit.card, {"count": {{cards}} }).',
    endTriggered:
      '$t(iwari:endReason.{{reason}}) The round is finished so that everybody has had the same number of turns.',
    halfJourney: 'Half-journey scoring: tents in every territory.',
    finalScoring: 'End-of-journey scoring: tents, totems on connections, settlements.',
    tentPoints:
      '{{player}} scores $t(iwari:unit.point, {"count": {{points}} }) for $t(iwari:unit.tent, {"count": {{tents}} }) in $t(iwari:biome.{{biome}}) {{number}} (×{{factor}}).',
    totemPoints:
      '{{player}} scores $t(iwari:unit.point, {"count": {{points}} }) for the totem majority on both sides of connection {{connection}} (×{{factor}}).',
    settlementPoints:
      '{{player}} scores $t(iwari:unit.point, {"count": {{points}} }) for a settlement of $t(iwari:unit.tent, {"count": {{size}} }).',
    roadPoints:
      '{{player}} scores $t(iwari:unit.point, {"count": {{points}} }) for $t(iwari:unit.tent, {"count": {{tents}} }) on the purple road.',
    scoringTotal:
      '$t(iwari:scoringName.{{half}}): {{player}} scores $t(iwari:unit.point, {"count": {{points}} }) (total {{total}}).',
    featEarned: '{{player}} earns the $t(iwari:feats.{{feat}}) feat.',
    featOnTerritory:
      '{{player}} places $t(iwari:feats.{{feat}}) on $t(iwari:biome.{{biome}}) {{number}}: its tent scoring rises by one.',
    featOnConnection:
      '{{player}} places $t(iwari:feats.{{feat}}) on connection {{connection}}: its totem scoring rises by one.',
    featDeclined: '{{player}} leaves the $t(iwari:feats.{{feat}}) feat unplaced.',
    expedition:
      '{{player}} is the $t(iwari:rank.{{rank}}) to complete expedition {{card}} and scores $t(iwari:unit.point, {"count": {{points}} }).',
    gameOver: 'The journey is over. Won by {{winners}}$t(iwari:tieBreak.{{tieBreak}})',
  },
  prompt: {
    act: 'Play up to 3 cards to place up to 2 pieces in one territory, or discard a card to draw another.',
    discardOnly: 'Your cards place nothing: discard a card to draw another.',
    pass: 'You have no card and there is nothing to draw: pass.',
    feat: 'Place your $t(iwari:feats.{{feat}}) feat, or leave it unplaced.',
    neutral: 'Move the third tribe with your remaining cards ({{cards}}); any card not used is discarded.',
    draw: 'Draw $t(iwari:unit.moreCard, {"count": {{left}} }) from the deck or the display.',
    waiting: 'Waiting for {{player}}.',
    gameOver: 'The journey is over.',
  },
  counter: {
    score: 'Score',
    tents: 'Tents left',
    totems: 'Totems left',
    cards: 'Cards in hand',
  },
  counterHelp: {
    score: 'Points so far: the half-journey scoring, expeditions, and at the end the final scoring',
    tents: 'Tents still to place (20 at the start); placing the last one triggers the end of the journey',
    totems: 'Totems still to place (8 at the start)',
    cards: 'Cards in hand (at most 3); only their owner sees which',
  },
  score: {
    halfJourney: 'Half journey',
    tents: 'Tents',
    totems: 'Totems',
    settlements: 'Settlements',
    road: 'Purple road',
    expeditions: 'Expeditions',
  },
  move: {
    place: 'Place pieces',
    placeNeutral: 'Move the third tribe',
    discard: 'Discard and draw',
    draw: 'Draw',
    featOnTerritory: 'Place the feat on a territory',
    featOnConnection: 'Place the feat on a connection',
    declineFeat: 'Leave the feat unplaced',
    pass: 'Pass',
  },
  // The items of the log's lists (kit/sentence.tsx): cards by their biome, as the panels name them.
  listItem: {
    cards: {
      tundra: '$t(iwari:biome.tundra)',
      forest: '$t(iwari:biome.forest)',
      glacier: '$t(iwari:biome.glacier)',
      coast: '$t(iwari:biome.coast)',
      desert: '$t(iwari:biome.desert)',
    },
    pieces: { totem: 'a totem' },
  },
  // The pieces of one placement (at most two), by tents (t) and totems (m).
  placed: {
    t1m0: 'a tent',
    t2m0: 'two tents',
    t0m1: 'a totem',
    t0m2: 'two totems',
    t1m1: 'a tent and a totem',
  },
  biome: {
    tundra: 'Tundra',
    forest: 'Forest',
    glacier: 'Glacier',
    coast: 'Coast',
    desert: 'Desert',
  },
  feats: {
    union: 'Union',
    discovery: 'Discovery',
    honour: 'Honour',
    respect: 'Respect',
  },
  featHelp: {
    union:
      'The first and second players to complete a settlement (4 linked tents) place it on a territory of that settlement.',
    discovery:
      'The first and second players to put a tent on the last free space of a territory place it on any other territory.',
    honour:
      'The first player to hold the totem majority on both sides of an open land connection places it on that connection.',
    respect:
      'The first player to hold the totem majority on both sides of an open water connection places it on that connection.',
  },
  expedition: {
    E1: 'Have tents in territories of all 5 biomes',
    E2: 'Have a settlement of 6 or more tents',
    E3: 'Have a settlement spanning 3 territories',
    E4: 'Hold the tent majority (ties count) in 3 territories',
    E5: 'Have totems in 4 different territories',
    E6: 'Place all 8 of your totems',
    E7: 'Be the only tribe in a territory where you have 3 or more tents',
    E8: 'Have tents in 2 territories joined by a water connection',
  },
  maps: {
    standinA: 'the stand-in map',
    floatingLands: 'the Floating Lands (stand-in)',
    glacialMass: 'Glacial Mass (stand-in)',
    longRoad: 'The Long Road (stand-in)',
  },
  exhaustion: {
    '1': 'first time: half journey',
    '2': 'second time: the end of the journey',
  },
  endReason: {
    deck: 'The deck has run out a second time: the end of the journey is near.',
    tents: 'A player has placed the last tent: the end of the journey is near.',
  },
  scoringName: {
    true: 'Half journey',
    false: 'End of the journey',
  },
  tieBreak: {
    true: ' (tied on points: the most unused tents and totems decide).',
    false: '.',
  },
  option: {
    map: {
      label: 'Map',
      help: 'The printed maps are not available here: every map is a stand-in with the same kind of territories, paths and connections. The three special maps add their special rule.',
      choice: {
        standinA: 'Stand-in map',
        floatingLands: 'Floating Lands (stand-in)',
        glacialMass: 'Glacial Mass (stand-in)',
        longRoad: 'The Long Road (stand-in)',
      },
    },
    feats: {
      label: 'Feats',
      help: 'The first players to build a settlement, fill a territory or hold a totem majority on a land or water connection place a feat, which raises the scoring of a territory or connection by one.',
    },
    expeditions: {
      label: 'Expedition cards (stand-in set)',
      help: 'Three missions are revealed; the first and second players to complete each score its points at once. The missions are made up, not the printed cards.',
    },
    floatingTotems: {
      label: 'Floating Lands: no totems in Tundra',
      help: 'On the Floating Lands, totems may not be placed in Tundra territories, as in the Deluxe rulebook. Other maps ignore this.',
    },
  },
  rules: {
    goal: 'Settle the land with tents and totems: hold tent majorities when the territories score (twice), totem majorities on both sides of connections and long chains of tents at the end. The map and the expedition cards here are stand-ins, not the printed ones.',
    sections: [
      {
        title: 'A turn: the 3–2–1 rule',
        points: [
          "Play up to 3 cards to place up to 2 pieces in 1 territory. Each piece costs one card of the territory's biome, or two matching cards of any biome (a wild pair).",
          'An unexplored territory (no piece in it) takes exactly one tent that turn.',
          "A tent goes on a free tent space; a totem on the territory's totem circle. The totems there may never outnumber the largest count of tents a single tribe has there (tents are placed first, so your tent can make room for your totem).",
          'Then draw back to 3 cards, one at a time, from the deck or the 4-card display (refilled at once). Instead of placing, you may discard a card and draw one.',
        ],
      },
      {
        title: 'Two players: the third tribe',
        points: [
          'If you use only 1 or 2 cards for yourself, your remaining cards must make a regular move for the neutral third tribe (any territory); cards it cannot use are discarded. Then you draw back to 3.',
          'The third tribe counts in every majority and for the totem cap, but scores nothing.',
        ],
      },
      {
        title: 'Scoring',
        points: [
          'Half journey (the deck runs out the first time): tents in every territory. The most tents score all tents there; every other tribe scores the count of the tribe just above it; ties share. The discard pile becomes the new deck.',
          'The end of the journey comes when the deck runs out again or a player places the last tent; the round is finished so everybody has had as many turns.',
          'Final scoring: tents again; for each connection not under a mountain, in number order, every tribe with the totem majority (ties count) on both sides scores 1 per totem on both sides; each settlement of 4+ linked tents of one tribe scores 1 per tent.',
          'Most points wins; tied, the most unused tents and totems.',
        ],
      },
      {
        title: 'Options and stand-ins',
        points: [
          'Feats: Union, Discovery, Honour and Respect raise the scoring factor of the territory or connection they are placed on by one.',
          'Expedition cards: three missions; the first and second to complete each score its points at once. This set is made up.',
          'No printed Iwari map is available: the maps here are invented with the same structure; the special maps (Floating Lands, Glacial Mass, The Long Road) keep only their special rule.',
        ],
      },
    ],
  },
  // The rules page's word on the map (boards/iwari/PrintedValues.tsx).
  values: {
    printedMap:
      "New tables on the base map play on the printed map “{{name}}” ({{territories}} territories) of {{file}}, as the site's host typed it in.",
    standInMap: 'This site has no printed map: the base map is Stand-in A, an invented map.',
    mountains: 'Mountain kinds covered, by player count',
    mountainRow: '{{players}} players: kinds {{kinds}}',
    printedMark: '(printed)',
    standInMark: '(stand-in)',
  },
  board: {
    mapTitle: 'The map ({{map}}): territories, tent spaces and connections',
    standIn: 'Stand-in map: not the printed board.',
    printedMap: "Printed map “{{name}}”, as the site's host typed it in.",
    inspectHint: 'Point at or focus a territory or a connection number to see its majorities and what it scores now.',
    neutral: 'the third tribe (grey)',
    seat: 'Seat {{seat}}',
    none: 'none',
    territoryHead:
      '$t(iwari:biome.{{biome}}) {{number}}: {{free}} of $t(iwari:unit.tentSpace, {"count": {{spaces}} }) free.',
    tentsHere: 'Tents: {{list}}.',
    totemsHere: 'Totems: {{list}} (at most {{cap}}).',
    featsHere: 'Feats: {{feats}} (×{{factor}}).',
    scoresNobody: 'A tent scoring now: nobody scores.',
    scoresNow: 'A tent scoring now: {{list}}.',
    noMajority: 'nobody',
    landConnection:
      'Connection {{n}} (land) between $t(iwari:biome.{{aBiome}}) {{aNumber}} and $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    waterConnection:
      'Connection {{n}} (water) between $t(iwari:biome.{{aBiome}}) {{aNumber}} and $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    majorityIn: 'Totem majority in $t(iwari:biome.{{biome}}) {{number}}: {{list}}.',
    underMountain: 'Under a mountain: never scored.',
    connectionNobody: 'Scored now: nobody holds both sides.',
    connectionScores: 'Scored now: {{list}}.',
    hand: 'Your hand',
    handOf: "{{player}}'s hand",
    discard: 'Discard {{card}} and draw',
    noCards: 'No cards.',
    cards: 'Deck and display',
    drawDeck_one: 'Draw from the deck ({{count}} card)',
    drawDeck_other: 'Draw from the deck ({{count}} cards)',
    deck_one: 'Deck: {{count}} card',
    deck_other: 'Deck: {{count}} cards',
    exhausted0: 'Half journey when it runs out.',
    exhausted1: 'Half journey scored; the end comes when it runs out again.',
    exhausted2: 'The deck is spent.',
    display: 'Display',
    takeCard: 'Take the {{card}} card from the display',
    displayEmpty: 'The display is empty.',
    discardPile: 'Discard pile:',
    placing: 'Place pieces',
    neutralMove: 'Move the third tribe',
    pick: 'Pick up to two glowing pieces in one territory: tent spaces, or its totem circle.',
    pickNeutral:
      'Pick up to two pieces for the third tribe in one territory (glowing), then how to pay from your remaining cards.',
    picked:
      'In $t(iwari:biome.{{biome}}) {{number}}: $t(iwari:unit.tent, {"count": {{tentCount}} }), $t(iwari:unit.totem, {"count": {{totems}} }).',
    pickMore: 'These pieces cannot be paid for alone: pick another.',
    pay: 'Pay',
    clear: 'Clear',
    placeFeat: 'Place {{feat}}',
    connectionNo: 'connection {{n}}',
    territoryName: '$t(iwari:biome.{{biome}}) {{number}}',
    feats: 'Feats',
    notEarned: 'not earned yet',
    expeditions: 'Expeditions',
    scoreTrack: 'Score track',
    scorings: 'Scorings',
    stepTerritory: '$t(iwari:biome.{{biome}}) {{number}} (×{{factor}}):',
    stepTents: 'tents {{tents}}; points {{points}}.',
    stepConnection: 'Connection {{n}} (×{{factor}}):',
    stepTotems: 'totems {{a}} | {{b}}; points {{points}}.',
    stepSettlement: 'Settlement of {{player}}, $t(iwari:unit.tent, {"count": {{size}} }):',
    stepTentsIn: '$t(iwari:unit.tent, {"count": {{tents}} }) in $t(iwari:biome.{{biome}}) {{number}}',
    stepRoad: 'The purple road:',
    stepTotal: 'Total of this scoring:',
    previous: 'Previous',
    next: 'Next',
    spaceTarget: 'Tent space {{space}} in $t(iwari:biome.{{biome}}) {{number}}: pick it',
    spaceSelected: 'Tent space {{space}} in $t(iwari:biome.{{biome}}) {{number}}: picked (activate to take it back)',
    totemTarget: 'Totem circle of $t(iwari:biome.{{biome}}) {{number}}: pick a totem',
    totemSelected: 'Totem circle of $t(iwari:biome.{{biome}}) {{number}}: totem picked (activate to take it back)',
  },
  mapZoom: {
    title: 'Map size',
    in: 'Zoom in',
    out: 'Zoom out',
    scrollHint: 'Zoomed in: scroll or drag the map to see all of it.',
  },
};

export default en;
