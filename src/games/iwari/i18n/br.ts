// Breton strings for Iwari, key for key with en.ts (same parameters and nestings).
// No Breton edition of Iwari is known and the seed page is Vietnamese and English:
// the names are ours (glossary: src/client/i18n/glossary/br.md). Counted words go
// through unit.*, whose plural forms carry the mutations after 2 and after 3, 4, 9
// (div deltenn, teir c'hartenn); a map is a "kartenn-vro", a card a "kartenn".

/** The home page's words about the game (also `info` below), loaded apart from the rest. */
export const info = {
  description:
    "C'hoarit betek tri c'hartenn evit lakaat betek daou bezh, teltennoù pe totemoù, en un tiriad. Ar muianiver teltennoù a zegas poentoù div wech; ar muianiver totemoù a bep tu d'ul liamm hag ar c'hêriadennoù a beder zeltenn liammet a zegas poentoù en dibenn.",
};

export const br = {
  info,
  unit: {
    point_one: '{{count}} poent',
    point_two: '{{count}} boent',
    point_few: '{{count}} foent',
    point_many: '{{count}} a boentoù',
    point_other: '{{count}} poent',
    tent_one: '{{count}} teltenn',
    tent_two: '{{count}} deltenn',
    tent_few: '{{count}} zeltenn',
    tent_many: '{{count}} a deltennoù',
    tent_other: '{{count}} teltenn',
    totem_one: '{{count}} totem',
    totem_two: '{{count}} dotem',
    totem_few: '{{count}} zotem',
    totem_many: '{{count}} a dotemoù',
    totem_other: '{{count}} totem',
    card_one: '{{count}} kartenn',
    card_two: '{{count}} gartenn',
    card_few: "{{count}} c'hartenn",
    card_many: '{{count}} a gartennoù',
    card_other: '{{count}} kartenn',
    moreCard_one: "{{count}} kartenn c'hoazh",
    moreCard_two: "{{count}} gartenn c'hoazh",
    moreCard_few: "{{count}} c'hartenn c'hoazh",
    moreCard_many: "{{count}} a gartennoù c'hoazh",
    moreCard_other: "{{count}} kartenn c'hoazh",
    tentSpace_one: "{{count}} lec'h teltenn",
    tentSpace_two: "{{count}} lec'h teltenn",
    tentSpace_few: "{{count}} lec'h teltenn",
    tentSpace_many: "{{count}} a lec'hioù teltenn",
    tentSpace_other: "{{count}} lec'h teltenn",
  },
  // With their article: "ar c'hentañ", "an eil".
  rank: {
    '1': "ar c'hentañ",
    '2': 'an eil',
  },
  log: {
    setup:
      "Kregiñ a ra ur c'hoari evit {{players}} c'hoarier war $t(iwari:maps.{{map}}). Menezioù a c'hole al liammoù {{mountains}}. {{first}} a c'hoari da gentañ.",
    place:
      '{{player}} a lak $t(iwari:placed.t{{tentCount}}m{{totems}}) en tiriad $t(iwari:biome.{{biome}}) {{number}}, en ur baeañ gant {{cards}}.',
    placeNeutral:
      "{{player}} a c'hoari evit an trede meuriad: $t(iwari:placed.t{{tentCount}}m{{totems}}) en tiriad $t(iwari:biome.{{biome}}) {{number}}, en ur baeañ gant {{cards}}.",
    neutralDiscard: "{{player}} a zistaol ar pezh n'eo ket bet implijet gant an trede meuriad: {{cards}}.",
    neutralSkipped: "An trede meuriad ne c'hall ket c'hoari gant {{cards}}, a vez distaolet gant {{player}}.",
    discard: '{{player}} a zistaol ur gartenn $t(iwari:biome.{{card}}) evit tennañ unan all.',
    drawDeck: '{{player}} a denn ur gartenn $t(iwari:biome.{{card}}) eus ar bern.',
    drawDeckHidden: '{{player}} a denn ur gartenn eus ar bern.',
    drawDisplay: '{{player}} a gemer ur gartenn $t(iwari:biome.{{card}}) eus an diskouezadeg.',
    refill: 'Ur gartenn $t(iwari:biome.{{card}}) a leunia an diskouezadeg en-dro.',
    pass: 'Kartenn ebet gant {{player}} ha netra da dennañ: tremen a ra.',
    deckExhausted: 'Echu eo ar bern ($t(iwari:exhaustion.{{times}})).',
    reshuffle: 'Mesket eo ar bern distaol: ur bern nevez a $t(iwari:unit.card, {"count": {{cards}} }) eo.',
    endTriggered:
      '$t(iwari:endReason.{{reason}}) Echuet e vez an dro evit ma vo bet ar memes niver a droioù gant an holl.',
    halfJourney: 'Jedadenn an hanter-veaj: an teltennoù e pep tiriad.',
    finalScoring: 'Jedadenn fin ar veaj: teltennoù, totemoù war al liammoù, kêriadennoù.',
    tentPoints:
      '{{player}} a c\'hounez $t(iwari:unit.point, {"count": {{points}} }) evit $t(iwari:unit.tent, {"count": {{tents}} }) en tiriad $t(iwari:biome.{{biome}}) {{number}} (×{{factor}}).',
    totemPoints:
      '{{player}} a c\'hounez $t(iwari:unit.point, {"count": {{points}} }) evit ar muianiver totemoù a bep tu d\'al liamm {{connection}} (×{{factor}}).',
    settlementPoints:
      '{{player}} a c\'hounez $t(iwari:unit.point, {"count": {{points}} }) evit ur gêriadenn a $t(iwari:unit.tent, {"count": {{size}} }).',
    roadPoints:
      '{{player}} a c\'hounez $t(iwari:unit.point, {"count": {{points}} }) evit $t(iwari:unit.tent, {"count": {{tents}} }) war an hent mouk.',
    scoringTotal:
      '$t(iwari:scoringName.{{half}}): {{player}} a c\'hounez $t(iwari:unit.point, {"count": {{points}} }) (hollad {{total}}).',
    featEarned: "{{player}} a c'hounez an taol-kaer $t(iwari:feats.{{feat}}).",
    featOnTerritory:
      '{{player}} a lak $t(iwari:feats.{{feat}}) war an tiriad $t(iwari:biome.{{biome}}) {{number}}: jedadenn e deltennoù a sav a unan.',
    featOnConnection:
      '{{player}} a lak $t(iwari:feats.{{feat}}) war al liamm {{connection}}: jedadenn e dotemoù a sav a unan.',
    featDeclined: "{{player}} n'eo ket lakaet an taol-kaer $t(iwari:feats.{{feat}}) gantañ.",
    expedition:
      '{{player}} eo $t(iwari:rank.{{rank}}) o kas da benn an ergerzhadeg {{card}} hag a c\'hounez $t(iwari:unit.point, {"count": {{points}} }).',
    gameOver: 'Echu eo ar veaj. Gounezet gant {{winners}}$t(iwari:tieBreak.{{tieBreak}})',
  },
  prompt: {
    act: "C'hoarit betek 3 c'hartenn evit lakaat betek 2 bezh en un tiriad, pe distaolit ur gartenn evit tennañ unan all.",
    discardOnly: "Gant ho kartennoù ne c'haller lakaat netra: distaolit ur gartenn evit tennañ unan all.",
    pass: "Kartenn ebet ganeoc'h ha netra da dennañ: tremenit.",
    feat: 'Lakait ho taol-kaer $t(iwari:feats.{{feat}}), pe chomit hep e lakaat.',
    neutral:
      "C'hoarit evit an trede meuriad gant ho kartennoù a chom ({{cards}}); pep kartenn n'eo ket implijet a vez distaolet.",
    draw: 'Tennit $t(iwari:unit.moreCard, {"count": {{left}} }) eus ar bern pe eus an diskouezadeg.',
    waiting: "O c'hortoz {{player}}.",
    gameOver: 'Echu eo ar veaj.',
  },
  counter: {
    score: 'Skor',
    tents: 'Teltennoù a chom',
    totems: 'Totemoù a chom',
    cards: 'Kartennoù en dorn',
  },
  counterHelp: {
    score: 'Poentoù betek-henn: jedadenn an hanter-veaj, an ergerzhadegoù, hag en dibenn ar jedadenn diwezhañ',
    tents: "Teltennoù da lakaat c'hoazh (20 er penn-kentañ); lakaat an hini diwezhañ a zegas fin ar veaj",
    totems: "Totemoù da lakaat c'hoazh (8 er penn-kentañ)",
    cards: "Kartennoù en dorn (3 d'ar muiañ); o ferc'henn hepken a wel pere",
  },
  score: {
    halfJourney: 'Hanter-veaj',
    tents: 'Teltennoù',
    totems: 'Totemoù',
    settlements: 'Kêriadennoù',
    road: 'Hent mouk',
    expeditions: 'Ergerzhadegoù',
  },
  move: {
    place: 'Lakaat pezhioù',
    placeNeutral: "C'hoari evit an trede meuriad",
    discard: 'Distaoliñ ha tennañ',
    draw: 'Tennañ',
    featOnTerritory: 'Lakaat an taol-kaer war un tiriad',
    featOnConnection: 'Lakaat an taol-kaer war ul liamm',
    declineFeat: 'Chom hep lakaat an taol-kaer',
    pass: 'Tremen',
  },
  listItem: {
    cards: {
      tundra: '$t(iwari:biome.tundra)',
      forest: '$t(iwari:biome.forest)',
      glacier: '$t(iwari:biome.glacier)',
      coast: '$t(iwari:biome.coast)',
      desert: '$t(iwari:biome.desert)',
    },
    pieces: { totem: 'un totem' },
  },
  // The pieces of one placement (at most two), by tents (t) and totems (m).
  placed: {
    t1m0: 'un deltenn',
    t2m0: 'div deltenn',
    t0m1: 'un totem',
    t0m2: 'daou dotem',
    t1m1: 'un deltenn hag un totem',
  },
  biome: {
    tundra: 'Tundra',
    forest: 'Koadeg',
    glacier: 'Skorneg',
    coast: 'Aod',
    desert: 'Dezerzh',
  },
  feats: {
    union: 'Unvaniezh',
    discovery: 'Dizoloadenn',
    honour: 'Enor',
    respect: 'Doujañs',
  },
  featHelp: {
    union:
      "Ar c'hoarier kentañ hag an eil o kas da benn ur gêriadenn (4 zeltenn liammet) a lak anezhañ war unan eus tiriadoù ar gêriadenn-se.",
    discovery:
      "Ar c'hoarier kentañ hag an eil o lakaat un deltenn war al lec'h dieub diwezhañ en un tiriad a lak anezhañ war forzh peseurt tiriad all.",
    honour:
      "Ar c'hoarier kentañ o terc'hel ar muianiver totemoù a bep tu d'ul liamm douar digor a lak anezhañ war al liamm-se.",
    respect:
      "Ar c'hoarier kentañ o terc'hel ar muianiver totemoù a bep tu d'ul liamm dour digor a lak anezhañ war al liamm-se.",
  },
  expedition: {
    E1: 'Kaout teltennoù e tiriadoù eus ar 5 biom',
    E2: "Kaout ur gêriadenn a 6 teltenn pe muioc'h",
    E3: 'Kaout ur gêriadenn war 3 ziriad',
    E4: "Derc'hel ar muianiver teltennoù (ar c'hevatalderioù a gont) e 3 ziriad",
    E5: 'Kaout totemoù e 4 ziriad disheñvel',
    E6: "Lakaat an 8 totem deoc'h",
    E7: "Bezañ ar meuriad nemetañ en un tiriad ma'z eus 3 zeltenn pe muioc'h deoc'h",
    E8: 'Kaout teltennoù e 2 diriad liammet gant ul liamm dour',
  },
  maps: {
    standinA: "ar gartenn-vro da c'hortoz",
    floatingLands: "an Douaroù-Neuñv (da c'hortoz)",
    glacialMass: "ar Bern Skorn (da c'hortoz)",
    longRoad: "an Hent Hir (da c'hortoz)",
  },
  exhaustion: {
    '1': 'ar wech kentañ: hanter-veaj',
    '2': 'an eil gwech: fin ar veaj',
  },
  endReason: {
    deck: 'Echu eo ar bern evit an eil gwech: tost eo fin ar veaj.',
    tents: "Lakaet en deus ur c'hoarier an deltenn ziwezhañ: tost eo fin ar veaj.",
  },
  scoringName: {
    true: 'Hanter-veaj',
    false: 'Fin ar veaj',
  },
  tieBreak: {
    true: " (kevatal war ar poentoù: ar muiañ a deltennoù hag a dotemoù n'int ket bet implijet a ziviz).",
    false: '.',
  },
  option: {
    map: {
      label: 'Kartenn-vro',
      help: "N'eus ket eus ar c'hartennoù-bro moullet amañ: pep kartenn-vro a zo da c'hortoz, gant an hevelep seurt tiriadoù, hentoù ha liammoù. An teir c'hartenn-vro dibar a ouzhpenn o reolenn dibar.",
      choice: {
        standinA: "Kartenn-vro da c'hortoz",
        floatingLands: "Douaroù-Neuñv (da c'hortoz)",
        glacialMass: "Bern Skorn (da c'hortoz)",
        longRoad: "An Hent Hir (da c'hortoz)",
      },
    },
    feats: {
      label: 'Taolioù-kaer',
      help: "Ar c'hoarierien gentañ o sevel ur gêriadenn, o leuniañ un tiriad pe o terc'hel ar muianiver totemoù war ul liamm douar pe dour a lak un taol-kaer, a sav a unan jedadenn un tiriad pe ul liamm.",
    },
    expeditions: {
      label: "Kartennoù ergerzhadeg (strollad da c'hortoz)",
      help: "Teir c'hefridi a vez diskouezet; ar c'hoarier kentañ hag an eil o kas pep hini da benn a c'hounez he foentoù diouzhtu. Ijinet eo ar c'hefridioù, n'int ket ar c'hartennoù moullet.",
    },
    floatingTotems: {
      label: 'Douaroù-Neuñv: totem ebet en Tundra',
      help: "War an Douaroù-Neuñv n'haller ket lakaat totemoù en tiriadoù Tundra, evel e levr reolennoù an embann Deluxe. Ar c'hartennoù-bro all ne reont van ebet ouzh an dra-se.",
    },
  },
  rules: {
    goal: "Annezit ar vro gant teltennoù ha totemoù: dalc'hit ar muianiver teltennoù pa vez jedet an tiriadoù (div wech), ar muianiver totemoù a bep tu d'al liammoù ha chadennoù hir a deltennoù en dibenn. Ar gartenn-vro hag ar c'hartennoù ergerzhadeg amañ a zo da c'hortoz, n'int ket ar re voullet.",
    sections: [
      {
        title: 'Un dro: reolenn 3–2–1',
        points: [
          "C'hoarit betek 3 c'hartenn evit lakaat betek 2 bezh en 1 tiriad. Pep pezh a goust ur gartenn eus biom an tiriad, pe div gartenn heñvel eus ne vern pe viom (ur c'houblad joker).",
          "En un tiriad n'eo ket ergerzhet (pezh ebet ennañ) e vez lakaet just un deltenn en dro-se.",
          "Un deltenn a ya war ul lec'h teltenn dieub; un totem war gelc'h totemoù an tiriad. An totemoù eno ne c'hallont biskoazh bezañ niverusoc'h eget an niver brasañ a deltennoù en deus ur meuriad hepken eno (lakaet e vez an teltennoù da gentañ, neuze ho teltenn a c'hall ober plas d'ho totem).",
          "Goude-se tennit kartennoù betek kaout 3 adarre, unan hag unan, eus ar bern pe eus an diskouezadeg 4 c'hartenn (leuniet en-dro diouzhtu). E-lec'h lakaat pezhioù e c'hallit distaoliñ ur gartenn ha tennañ unan.",
        ],
      },
      {
        title: "Daou c'hoarier: an trede meuriad",
        points: [
          "Ma n'implijit nemet 1 pe 2 gartenn evidoc'h hoc'h-unan, ho kartennoù a chom a rank ober un taol reizh evit an trede meuriad neptu (forzh peseurt tiriad); ar c'hartennoù na c'hall ket implijout a vez distaolet. Goude e tennit kartennoù betek kaout 3.",
          "An trede meuriad a gont e pep muianiver hag evit bevenn an totemoù, met ne c'hounez poent ebet.",
        ],
      },
      {
        title: 'Jedadenn',
        points: [
          "Hanter-veaj (ar bern echu evit ar wech kentañ): an teltennoù e pep tiriad. Ar meuriad gant ar muiañ a deltennoù a c'hounez kement a boentoù hag a deltennoù a zo eno en holl; pep meuriad all a c'hounez niver teltennoù ar meuriad a zo just a-us dezhañ; ar re gevatal a rann. Ar bern distaol a zeu da vezañ ar bern nevez.",
          "Fin ar veaj a zeu pa vez echu ar bern adarre pe pa lak ur c'hoarier an deltenn ziwezhañ; echuet e vez an dro evit ma vo bet kement a droioù gant an holl.",
          "Jedadenn diwezhañ: an teltennoù adarre; evit pep liamm n'eo ket dindan ur menez, en urzh an niveroù, pep meuriad gant ar muianiver totemoù (ar c'hevatalderioù a gont) a bep tu a c'hounez 1 poent dre dotem a bep tu; pep kêriadenn a 4 zeltenn liammet pe muioc'h eus ur meuriad hepken a ro 1 poent dre deltenn.",
          "Ar muiañ a boentoù a c'hounez; ma vez kevatal, ar muiañ a deltennoù hag a dotemoù n'int ket bet implijet.",
        ],
      },
      {
        title: "Dibaboù ha traoù da c'hortoz",
        points: [
          'Taolioù-kaer: Unvaniezh, Dizoloadenn, Enor ha Doujañs a sav a unan lieskement jedadenn an tiriad pe al liamm ma vezont lakaet warnañ.',
          "Kartennoù ergerzhadeg: teir c'hefridi; an hini kentañ hag an eil o kas pep hini da benn a c'hounez he foentoù diouzhtu. Ijinet eo ar strollad-mañ.",
          "N'eus kartenn-vro moullet ebet eus Iwari da gaout: ar c'hartennoù-bro amañ a zo bet ijinet gant an hevelep framm; ar c'hartennoù-bro dibar (Douaroù-Neuñv, Bern Skorn, An Hent Hir) a vir o reolenn dibar hepken.",
        ],
      },
    ],
  },
  // The rules page's word on the map (boards/iwari/PrintedValues.tsx).
  values: {
    printedMap:
      "An taolioù nevez war ar gartenn-diazez a c'hoari war ar gartenn voullet « {{name}} » ({{territories}} tiriad) eus {{file}}, skrivet gant ostiz al lec'hienn.",
    standInMap:
      "N'eus kartenn voullet ebet el lec'hienn-mañ : ar gartenn-diazez eo ar gartenn A da c'hortoz, ijinet ganeomp.",
    mountains: "Seurtoù menezioù lakaet, hervez an niver a c'hoarierien",
    mountainRow: "{{players}} c'hoarier : seurtoù {{kinds}}",
    printedMark: '(moullet)',
    standInMark: "(da c'hortoz)",
  },
  board: {
    mapTitle: "Ar gartenn-vro ({{map}}): tiriadoù, lec'hioù teltennoù ha liammoù",
    standIn: "Kartenn-vro da c'hortoz: n'eo ket an dablez moullet.",
    printedMap: "Kartenn voullet « {{name}} », evel m'he deus skrivet ostiz al lec'hienn.",
    inspectHint:
      'Lakait ar reter pe ar fokus war un tiriad pe war niverenn ul liamm evit gwelet ar muianiverioù hag ar pezh a zegas bremañ.',
    neutral: 'an trede meuriad (gris)',
    seat: 'Plas {{seat}}',
    none: 'hini ebet',
    territoryHead:
      '$t(iwari:biome.{{biome}}) {{number}}: {{free}} dieub diwar $t(iwari:unit.tentSpace, {"count": {{spaces}} }).',
    tentsHere: 'Teltennoù: {{list}}.',
    totemsHere: "Totemoù: {{list}} ({{cap}} d'ar muiañ).",
    featsHere: 'Taolioù-kaer: {{feats}} (×{{factor}}).',
    scoresNobody: "Jedadenn teltennoù bremañ: den ebet ne c'hounez.",
    scoresNow: 'Jedadenn teltennoù bremañ: {{list}}.',
    noMajority: 'den ebet',
    landConnection:
      'Liamm {{n}} (douar) etre $t(iwari:biome.{{aBiome}}) {{aNumber}} ha $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    waterConnection:
      'Liamm {{n}} (dour) etre $t(iwari:biome.{{aBiome}}) {{aNumber}} ha $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    majorityIn: 'Muianiver totemoù en tiriad $t(iwari:biome.{{biome}}) {{number}}: {{list}}.',
    underMountain: 'Dindan ur menez: biskoazh jedet.',
    connectionNobody: "Jedet bremañ: den ebet n'en deus an daou du.",
    connectionScores: 'Jedet bremañ: {{list}}.',
    hand: 'Ho tourn',
    handOf: 'Dorn {{player}}',
    discard: 'Distaoliñ {{card}} ha tennañ',
    noCards: 'Kartenn ebet.',
    cards: 'Bern ha diskouezadeg',
    drawDeck_one: 'Tennañ eus ar bern ({{count}} kartenn)',
    drawDeck_two: 'Tennañ eus ar bern ({{count}} gartenn)',
    drawDeck_few: "Tennañ eus ar bern ({{count}} c'hartenn)",
    drawDeck_many: 'Tennañ eus ar bern ({{count}} a gartennoù)',
    drawDeck_other: 'Tennañ eus ar bern ({{count}} kartenn)',
    deck_one: 'Bern: {{count}} kartenn',
    deck_two: 'Bern: {{count}} gartenn',
    deck_few: "Bern: {{count}} c'hartenn",
    deck_many: 'Bern: {{count}} a gartennoù',
    deck_other: 'Bern: {{count}} kartenn',
    exhausted0: 'Hanter-veaj pa vo echu.',
    exhausted1: 'Jedet eo an hanter-veaj; an dibenn a zeu pa vo echu adarre.',
    exhausted2: 'Implijet eo ar bern penn-da-benn.',
    display: 'Diskouezadeg',
    takeCard: 'Kemer ar gartenn {{card}} eus an diskouezadeg',
    displayEmpty: 'Goullo eo an diskouezadeg.',
    discardPile: 'Bern distaol:',
    placing: 'Lakaat pezhioù',
    neutralMove: "C'hoari evit an trede meuriad",
    pick: "Dibabit betek daou bezh sklêrijennet en un tiriad: lec'hioù teltennoù, pe e gelc'h totemoù.",
    pickNeutral:
      'Dibabit betek daou bezh evit an trede meuriad en un tiriad (sklêrijennet), ha goude penaos paeañ gant ho kartennoù a chom.',
    picked:
      'En tiriad $t(iwari:biome.{{biome}}) {{number}}: $t(iwari:unit.tent, {"count": {{tentCount}} }), $t(iwari:unit.totem, {"count": {{totems}} }).',
    pickMore: "N'haller ket paeañ evit ar pezhioù-mañ o-unan: dibabit unan all.",
    pay: 'Paeañ',
    clear: 'Skarzhañ',
    placeFeat: 'Lakaat {{feat}}',
    connectionNo: 'liamm {{n}}',
    territoryName: '$t(iwari:biome.{{biome}}) {{number}}',
    feats: 'Taolioù-kaer',
    notEarned: "n'eo ket gounezet c'hoazh",
    expeditions: 'Ergerzhadegoù',
    scoreTrack: 'Roudenn ar skor',
    scorings: 'Jedadennoù',
    stepTerritory: 'Tiriad $t(iwari:biome.{{biome}}) {{number}} (×{{factor}}):',
    stepTents: 'teltennoù {{tents}}; poentoù {{points}}.',
    stepConnection: 'Liamm {{n}} (×{{factor}}):',
    stepTotems: 'totemoù {{a}} | {{b}}; poentoù {{points}}.',
    stepSettlement: 'Kêriadenn {{player}}, $t(iwari:unit.tent, {"count": {{size}} }):',
    stepTentsIn: '$t(iwari:unit.tent, {"count": {{tents}} }) en tiriad $t(iwari:biome.{{biome}}) {{number}}',
    stepRoad: 'An hent mouk:',
    stepTotal: 'Hollad ar jedadenn-mañ:',
    previous: 'Kent',
    next: "War-lerc'h",
    spaceTarget: "Lec'h teltenn {{space}} en tiriad $t(iwari:biome.{{biome}}) {{number}}: dibabit anezhañ",
    spaceSelected:
      "Lec'h teltenn {{space}} en tiriad $t(iwari:biome.{{biome}}) {{number}}: dibabet (gweredekait evit e zizibab)",
    totemTarget: "Kelc'h totemoù an tiriad $t(iwari:biome.{{biome}}) {{number}}: dibabit un totem",
    totemSelected:
      "Kelc'h totemoù an tiriad $t(iwari:biome.{{biome}}) {{number}}: totem dibabet (gweredekait evit e zizibab)",
  },
  mapZoom: {
    title: 'Ment ar gartenn',
    in: 'Brasaat',
    out: 'Bihanaat',
    scrollHint: 'Brasaet: dibunit pe riklit ar gartenn evit he gwelet en he fezh.',
  },
};

export default br;
