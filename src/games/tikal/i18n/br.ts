// Breton strings for Tikal, key for key with en.ts (same parameters and nestings).
// No Breton edition of Tikal is known: the names are ours (glossary:
// src/client/i18n/glossary/br.md). AP is PO (poent ober), victory points PT: an
// abbreviation after a number needs no mutation; counted words go through unit.*.

/** The home page's words about the game (also `info` below), loaded apart from the rest. */
export const info = {
  description:
    'Ergerzhit ar jungl teolenn ha teolenn, kleuzit templioù, dastumit teñzorioù ha gwardit an templioù talvoudusañ. Pep hini eus an tri menez-tan a zegas un dro jedadenn a-raok an hini diwezhañ.',
};

export const br = {
  info,
  unit: {
    otherPiece_one: '{{count}} pezh all',
    otherPiece_two: '{{count}} bezh all',
    otherPiece_few: '{{count}} fezh all',
    otherPiece_many: '{{count}} a bezhioù all',
    otherPiece_other: '{{count}} pezh all',
    sixth_one: "{{count}} c'hwec'hvet",
    sixth_two: "{{count}} c'hwec'hvet",
    sixth_few: "{{count}} c'hwec'hvet",
    sixth_many: "{{count}} a c'hwec'hvedoù",
    sixth_other: "{{count}} c'hwec'hvet",
    actionPoint_one: '{{count}} poent ober',
    actionPoint_two: '{{count}} boent ober',
    actionPoint_few: '{{count}} foent ober',
    actionPoint_many: '{{count}} a boentoù ober',
    actionPoint_other: '{{count}} poent ober',
  },
  log: {
    setup: "Kregiñ a ra ur c'hoari evit {{players}} c'hoarier.",
    drawTile: '{{player}} a denn un deolenn: $t(tikal:terrain.{{kind}}).',
    revealTiles: "Tro enkant nevez: diskouezet eo an teolennoù {{tiles}}. {{player}} a zigor ar c'hinnigoù.",
    bid: '{{player}} a ginnig {{amount}}.',
    passBid: '{{player}} a dremen.',
    winAuction: "{{player}} a c'hounez an enkant evit {{price}} PT (skor bremañ: {{score}}).",
    lastTileFree: '{{player}} a zo an diwezhañ en dro hag a gemer an deolenn diwezhañ evit netra.',
    chooseTile: '{{player}} a zibab un deolenn: $t(tikal:terrain.{{kind}}).',
    placeTile: "{{player}} a lak un deolenn ($t(tikal:terrain.{{kind}})) war al lec'h {{space}}.",
    volcanoRound: 'Diskouezet eo bet ur menez-tan gant {{player}}: kregiñ a ra un dro jedadenn gant {{player}}.',
    bringIn: "{{player}} a zegas $t(tikal:newPiece.{{piece}}) er c'hamp war al lec'h {{space}}.",
    campJump:
      "{{player}} a zilec'h $t(tikal:aPiece.{{piece}}) etre ar c'hampoù, eus al lec'h {{from}} d'al lec'h {{to}}.",
    move: "{{player}} a zilec'h $t(tikal:aPiece.{{piece}}) eus al lec'h {{from}} d'al lec'h {{to}} evit {{cost}} PO.",
    excavate: "{{player}} a gleuz an templ war al lec'h {{space}}: talvezout a ra {{value}} bremañ.",
    recoverTreasure:
      "{{player}} a zastum un teñzor war al lec'h {{space}}: $t(tikal:motifs.{{motif}}) ({{left}} a chom eno).",
    exchangeTreasure:
      '{{player}} a eskemm teñzorioù gant {{opponent}}: $t(tikal:motifs.{{give}}) evit $t(tikal:motifs.{{take}}).',
    buildCamp: "{{player}} a sav ur c'hamp a-raok war al lec'h {{space}}.",
    placeGuard:
      '{{player}} a lak un diwaller templ ($t(tikal:pieces.{{guard}})) war an templ war al lec\'h {{space}}, a dalvez {{value}}; $t(tikal:unit.otherPiece, {"count": {{removed}} }) a guita ar c\'hoari.',
    endTurn: "{{player}} a echu an dro ({{apLost}} PO n'int ket bet implijet).",
    score: "{{player}} a c'hounez {{temples}} evit an templioù ha {{treasures}} evit an teñzorioù (hollad {{total}}).",
    finalRound: 'Lakaet eo an deolenn ziwezhañ. An troioù ouzhpenn diwezhañ, en urzh-mañ: {{order}}.',
    gameOver: "Echu eo ar c'hoari. Gounezet gant {{winners}}.",
  },
  prompt: {
    placeTile: "Lakait hoc'h deolenn: dibabit ul lec'h ha troit anezhi evit ma vo liammet dre ar mein.",
    placeVolcano: "Lakait ar menez-tan e-kichen ur c'hwec'hkorneg ergerzhet ne vern pehini.",
    chooseTile: "Gounezet hoc'h eus an enkant: dibabit unan eus an teolennoù diskouezet.",
    bid: "Kinnigit poentoù trec'h evit an dro da zont (muioc'h eget {{highBid}}, {{score}} d'ar muiañ) pe tremenit.",
    waitBid: "O c'hortoz kinnig {{player}}.",
    actions: '$t(tikal:unit.actionPoint, {"count": {{ap}} }) a zo ganeoc\'h.',
    bonusTurn:
      'Tro ouzhpenn ar menez-tan: $t(tikal:unit.actionPoint, {"count": {{ap}} }), ha goude e vez jedet ho poentoù.',
    finalTurn:
      'Tro ouzhpenn diwezhañ: $t(tikal:unit.actionPoint, {"count": {{ap}} }), ha goude e vez jedet ho poentoù.',
    waiting: "O c'hortoz {{player}}.",
    gameOver: "Echu eo ar c'hoari.",
  },
  actions: {
    placeTile: 'Lakaat an deolenn',
    chooseTile: 'Dibab an deolenn',
    bid: 'Kinnig',
    passBid: 'Tremen',
    bringIn: 'Ergerzher nevez (1 PO)',
    bringInLeader: 'Degas penn an ergerzhadeg (1 PO)',
    campJump: "Mont eus ur c'hamp d'egile (1 PO)",
    movePiece: 'Treuziñ an douar (1–6 PO)',
    excavate: 'Kleuzañ un templ (2 PO)',
    recoverTreasure: 'Dastum un teñzor (3 PO)',
    exchangeTreasure: 'Eskemm un teñzor (3 PO)',
    buildCamp: "Lakaat ur c'hamp a-raok (5 PO)",
    placeGuard: 'Lakaat un diwaller templ (5 PO)',
    endTurn: 'Echuiñ an dro',
  },
  board: {
    scoringRounds: 'Troioù jedadenn',
    volcanoRound: 'Menez-tan {{n}}',
    roundState: { done: 'jedet', now: 'o vezañ jedet', toCome: 'da zont' },
    mapTitle: "Ar jungl: an touchennoù bir a ya eus ur c'hwec'hkorneg d'egile, Enter a ra war ar re sklêrijennet",
    zoomTitle: 'Ment ar gartenn',
    zoomIn: 'Brasaat',
    zoomOut: 'Bihanaat',
    mapScrollHint: 'Brasaet: dibunit pe riklit ar gartenn evit he gwelet en he fezh.',
    space: "Lec'h {{space}}",
    unexplored: "n'eo ket ergerzhet",
    temple: 'templ a dalvez {{value}}',
    ruin_one: 'dismantr gant {{count}} teñzor o chom',
    ruin_two: 'dismantr gant {{count}} deñzor o chom',
    ruin_few: 'dismantr gant {{count}} zeñzor o chom',
    ruin_many: 'dismantr gant {{count}} a deñzorioù o chom',
    ruin_other: 'dismantr gant {{count}} teñzor o chom',
    guardedBy: "gwardet gant {{player}}: poentoù evit ar c'hoarier-se hepken",
    strength: 'nerzh {{strength}}',
    scoresFor: 'poentoù bremañ evit {{player}}',
    scoresForNobody: 'poentoù bremañ evit den ebet (kevatal)',
    treasuresTitle: 'Teñzorioù ha jedadenn',
    noTreasure: 'teñzor ebet',
    scoringNow: 'Ur jedadenn bremañ: {{total}} ({{temples}} evit an templioù + {{treasures}} evit an teñzorioù)',
    campOf: 'kamp a-raok {{player}}',
    explorers_one: '{{count}} ergerzher',
    explorers_two: '{{count}} ergerzher',
    explorers_few: '{{count}} ergerzher',
    explorers_many: '{{count}} a ergerzherien',
    explorers_other: '{{count}} ergerzher',
    drawnTile: 'Teolenn da lakaat',
    turned: 'troet $t(tikal:unit.sixth, {"count": {{rotation}} }) e tu ar bizied',
    rotateLeft: 'Treiñ a-gleiz',
    rotateRight: 'Treiñ a-zehou',
    rotateKeys: 'Touchennoù: R a dro a-zehou, Shift+R a-gleiz',
    fitsOn_one: "Troet evel-se e c'hall mont war {{count}} lec'h (sklêrijennet).",
    fitsOn_two: "Troet evel-se e c'hall mont war {{count}} lec'h (sklêrijennet).",
    fitsOn_few: "Troet evel-se e c'hall mont war {{count}} lec'h (sklêrijennet).",
    fitsOn_many: "Troet evel-se e c'hall mont war {{count}} a lec'hioù (sklêrijennet).",
    fitsOn_other: "Troet evel-se e c'hall mont war {{count}} lec'h (sklêrijennet).",
    fitsNowhere: "Troet evel-se ne c'hall mont e nep lec'h: troit anezhi.",
    fitsTurned_one: "{{count}} lec'h all (↻) a zegemer anezhi troet e mod all: klikit warnañ evit treiñ an deolenn.",
    fitsTurned_two: "{{count}} lec'h all (↻) a zegemer anezhi troet e mod all: klikit war unan evit treiñ an deolenn.",
    fitsTurned_few: "{{count}} lec'h all (↻) a zegemer anezhi troet e mod all: klikit war unan evit treiñ an deolenn.",
    fitsTurned_many:
      "{{count}} a lec'hioù all (↻) a zegemer anezhi troet e mod all: klikit war unan evit treiñ an deolenn.",
    fitsTurned_other:
      "{{count}} lec'h all (↻) a zegemer anezhi troet e mod all: klikit war unan evit treiñ an deolenn.",
    placeOn: "Lakaat war al lec'h {{space}}",
    placeHere: 'lakaat an deolenn amañ',
    turnToFit: 'an deolenn a ya amañ troet e mod all: gweredekait evit he zreiñ',
    piecesHere: "ho pezhioù amañ a c'hall fiñval: gweredekait evit dibab unan",
    pieceChosen: 'amañ emañ ar pezh dibabet',
    target: {
      bringIn: 'degas un ergerzher nevez amañ evit {{cost}} PO',
      bringInLeader: 'degas penn an ergerzhadeg amañ evit {{cost}} PO',
      move: 'mont amañ evit {{cost}} PO',
      excavate: 'kleuzañ amañ evit {{cost}} PO',
      recoverTreasure: 'dastum un teñzor amañ evit {{cost}} PO',
      buildCamp: "sevel ur c'hamp a-raok amañ evit {{cost}} PO",
      placeGuard: 'lakaat un diwaller templ amañ evit {{cost}} PO',
    },
    actionsTitle: 'Oberoù',
    apLeft: '{{ap}} PO a chom',
    whichPiece: 'Peseurt pezh?',
    usedThisTurn: 'labouret en deus dija en dro-mañ',
    pickPiece: "Dibabit ur c'hwec'hkorneg gant ho pezhioù (trolinenn c'hlas).",
    pickHex: "Dibabit ur c'hwec'hkorneg sklêrijennet pe ur bouton:",
    spaceCost: "Lec'h {{space}} — {{cost}} PO",
    exchangeGive: 'Reiñ {{give}} da',
    exchangeTake: 'evit {{take}}',
    auctionTitle: 'Enkant an teolennoù',
    highBid: 'Kinnig uhelañ {{amount}} gant',
    noBid: "Kinnig ebet c'hoazh.",
    bidding: 'Da ginnig:',
    yourBid: 'Ho kinnig',
    bidLess: "Kinnig unan nebeutoc'h",
    bidMore: "Kinnig unan muioc'h",
    bidAmount: 'Kinnig {{amount}}',
    chooseThis: 'Kemer {{tile}}',
    volcanoExplain:
      "An holl a c'hoari un dro ouzhpenn a 10 PO hag o foentoù a vez jedet diouzhtu goude; goude-se e vez lakaet ar menez-tan.",
    finalExplain:
      "Lakaet eo an deolenn ziwezhañ: an holl a c'hoari un dro ouzhpenn diwezhañ a 10 PO hag o foentoù a vez jedet diouzhtu goude.",
    stillToPlay: "Da c'hoari c'hoazh:",
    supplyTitle: "Mirlec'h",
    treasureSupply: 'Teñzorioù distroet: {{count}}',
    levelsHelp:
      "Teolennoù live templ a chom dre dalvoudegezh: un templ ne c'hall bezañ savet d'an dalvoudegezh war-lerc'h nemet keit ha ma chom unan.",
  },
  actionHelp: {
    bringIn:
      "Kemerit un ergerzher eus ho mirlec'h ha lakait anezhañ er c'hamp diazez pe en unan eus ho kampoù a-raok (1 PO).",
    bringInLeader: "Degasit penn hoc'h ergerzhadeg (nerzh 3) er c'hamp diazez pe en unan eus ho kampoù (1 PO).",
    move: "Kasit ur pezh da forzh peseurt c'hwec'hkorneg a c'hall tizhout: pep bord a goust ar mein a bep tu dezhañ; ar c'hampoù a zo liammet evit 1 PO.",
    excavate:
      "Uhelait un templ a ul live, ma'z eus ur pezh deoc'h eno (2 PO; 2 live dre dempl dre dro, ur pezh disheñvel evit pep live).",
    recoverTreasure:
      "Kemerit an teñzor a-us en un dismantr ma'z eus ur pezh deoc'h (3 PO; 2 dre zismantr dre dro, ur pezh disheñvel evit pep hini).",
    exchangeTreasure:
      "Eskemmit unan eus ho teñzorioù hep par ouzh un teñzor hep par a seurt all digant ur c'hoarier all (3 PO).",
    buildCamp:
      "Savit ur c'hamp a-raok war ur frankizenn pe war un dismantr goullonderet (5 PO, 2 dre c'hoari): pezhioù nevez a c'hall mont e-barzh eno.",
    placeGuard:
      "Gwardit un templ ma'z oc'h ar c'hreñvañ hoc'h-unan (5 PO, 2 dre c'hoari): ne zegaso poentoù nemet deoc'h adalek bremañ.",
    endTurn: "Echuit ho tro; kollet e vo ar {{ap}} PO n'int ket bet implijet.",
  },
  counterHelp: {
    score: "Poentoù trec'h betek-henn",
    ap: 'Poentoù ober a chom en dro-mañ',
    explorers: "Ergerzherien a chom en ho mirlec'h (18 er penn-kentañ)",
    camps: "Kampoù a-raok a c'hallit sevel c'hoazh (2 dre c'hoari)",
    guards: "Diwallerien templ a c'hallit lakaat c'hoazh (2 dre c'hoari)",
    treasures: "Teñzorioù dalc'het (1, 3 pe 6 poent evit unan, daou pe tri eus ar memes seurt)",
  },
  counter: {
    score: 'Skor',
    ap: 'Poentoù ober',
    explorers: "Ergerzherien er mirlec'h",
    camps: 'Kampoù a-raok a chom',
    guards: 'Diwallerien templ a chom',
    treasures: 'Teñzorioù',
  },
  score: {
    start: 'Poentoù en deroù',
    temples: 'Templioù',
    treasures: 'Teñzorioù',
    bids: 'Kinnigoù an enkant',
  },
  // A piece in a sentence, with its article (the log's `piece` is a piece kind).
  aPiece: { explorer: 'un ergerzher', leader: 'penn an ergerzhadeg' },
  newPiece: { explorer: 'un ergerzher nevez', leader: 'penn an ergerzhadeg' },
  pieces: {
    explorer: 'ergerzher',
    leader: 'penn an ergerzhadeg',
  },
  terrain: {
    temple: 'templ',
    ruin: 'dismantr',
    clearing: 'frankizenn er jungl',
    volcano: 'menez-tan',
    baseCamp: 'kamp diazez',
  },
  phases: {
    play: 'Ergerzhañ',
    volcano: 'Tro jedadenn ar menez-tan',
    final: 'Jedadenn diwezhañ',
  },
  labels: {
    stack: 'Teolennoù a chom: {{count}}',
    stackLetter: 'Bern {{letter}}: {{count}}',
    levelSupply: 'Liveoù templ a chom',
  },
  motifs: {
    '0': 'maskl',
    '1': 'pod',
    '2': 'delwenn',
    '3': 'plad',
    '4': "kelc'hier",
    '5': 'idol',
    '6': 'dag',
    '7': 'kurunenn',
  },
  option: {
    auction: {
      label: "C'hoari araokaet (enkant an teolennoù)",
      help: "Da bep tro e vez diskouezet un deolenn dre c'hoarier; ar c'hoarierien a ginnig poentoù trec'h evit an dro da zont ha dibab an deolenn. Ar skorioù a grog gant 20.",
    },
    startingExplorer: {
      label: "Kregiñ gant un ergerzher er c'hamp diazez",
      help: "Pep c'hoarier a grog gant un ergerzher dija er c'hamp diazez. Hep an dibab-mañ: an holl bezhioù a grog er mirlec'h.",
    },
    campNeedsPiece: {
      label: "Ur c'hamp a-raok en deus ezhomm eus unan eus ho pezhioù",
      help: "Evit sevel ur c'hamp a-raok war ur c'hwec'hkorneg e rankit kaout unan eus ho pezhioù warnañ. Hep an dibab-mañ: forzh peseurt frankizenn pe dismantr goullonderet a ya en-dro.",
    },
    auctionFinalOrder: {
      label: "An troioù diwezhañ er c'hoari araokaet",
      help: "Urzh an troioù ouzhpenn diwezhañ er c'hoari araokaet: ar skor izelañ da gentañ (reolennoù 1999) pe e tu ar bizied adalek an hini en deus lakaet an deolenn ziwezhañ (urzh ar c'hoari diazez).",
      choice: { lowestFirst: 'Ar skor izelañ da gentañ', clockwise: 'E tu ar bizied goude an deolenn ziwezhañ' },
    },
  },
  rules: {
    goal: 'Ergerzhit ar jungl, mestroniit templioù ha dastumit teñzorioù evit gounit ar muiañ a boentoù.',
    sections: [
      {
        title: 'Un dro',
        points: [
          'Tennit ha lakait un deolenn jungl e-kichen an takad ergerzhet, en ur virout al liamm etre an hentoù.',
          "Dispignit 10 poent ober: degasit ergerzherien, baleit war an hentoù (ar mein a goust muioc'h), dizoloit liveoù templioù, kleuzit da gavout teñzorioù, savit ur c'hamp pe gwardit un templ.",
        ],
      },
      {
        title: 'Jedadenn',
        points: [
          "Pa vez tennet un deolenn menez-tan, pep c'hoarier d'e dro a c'hounez poentoù: pep templ ma'z eus dezhañ ar muiañ a ergerzherien a ro e live; an teñzorioù a ro poentoù dre strolladoù.",
          "Ur jedadenn diwezhañ a zeu pa vez lakaet an deolenn ziwezhañ. Ar muiañ a boentoù a c'hounez.",
        ],
      },
    ],
  },
};

export default br;
