// Polish strings for Iwari (same keys, parameters and $t nestings as en.ts).
// No Polish edition of Iwari was found: tents, totems, tribes, territories, biomes,
// feats and expeditions are named here (glossary/pl.md marks them "ours").
// Sentences about a player stay in the present tense (the past marks gender).

/** The home page's words about the game (also `info` below), loaded apart from the rest. */
export const info = {
  description:
    'Zagraj do trzech kart, żeby postawić do dwóch namiotów lub totemów w jednym terytorium. Przewaga namiotów punktuje dwa razy, a na koniec punktują przewagi totemów po obu stronach połączenia i osady z czterech połączonych namiotów.',
};

export const pl = {
  info,
  unit: {
    point_one: '{{count}} punkt',
    point_few: '{{count}} punkty',
    point_many: '{{count}} punktów',
    point_other: '{{count}} punktu',
    tent_one: '{{count}} namiot',
    tent_few: '{{count}} namioty',
    tent_many: '{{count}} namiotów',
    tent_other: '{{count}} namiotu',
    totem_one: '{{count}} totem',
    totem_few: '{{count}} totemy',
    totem_many: '{{count}} totemów',
    totem_other: '{{count}} totemu',
    card_one: '{{count}} karta',
    card_few: '{{count}} karty',
    card_many: '{{count}} kart',
    card_other: '{{count}} karty',
    // Only ever what to draw ("Dobierz jeszcze 1 kartę"): the accusative.
    moreCard_one: 'jeszcze {{count}} kartę',
    moreCard_few: 'jeszcze {{count}} karty',
    moreCard_many: 'jeszcze {{count}} kart',
    moreCard_other: 'jeszcze {{count}} karty',
    tentSpace_one: '{{count}} miejsce na namiot',
    tentSpace_few: '{{count}} miejsca na namioty',
    tentSpace_many: '{{count}} miejsc na namioty',
    tentSpace_other: '{{count}} miejsca na namiot',
  },
  // "jako pierwsze / drugie plemię": the tribe (neuter) carries the ordinal, not the player.
  rank: {
    '1': 'pierwsze',
    '2': 'drugie',
  },
  log: {
    setup:
      'Zaczyna się gra dla {{players}} graczy; mapa: $t(iwari:maps.{{map}}). Góry zakrywają połączenia {{mountains}}. Zaczyna: {{first}}.',
    place:
      '{{player}} stawia na terytorium $t(iwari:biome.{{biome}}) {{number}}: $t(iwari:placed.t{{tentCount}}m{{totems}}), płacąc kartami: {{cards}}.',
    placeNeutral:
      '{{player}} wykonuje ruch trzecim plemieniem na terytorium $t(iwari:biome.{{biome}}) {{number}}: $t(iwari:placed.t{{tentCount}}m{{totems}}), płacąc kartami: {{cards}}.',
    neutralDiscard: '{{player}} odrzuca to, czego trzecie plemię nie wykorzystało: {{cards}}.',
    neutralSkipped: 'Trzecie plemię nie może wykonać ruchu, więc {{player}} odrzuca to, co zostało: {{cards}}.',
    discard: '{{player}} odrzuca kartę ($t(iwari:biome.{{card}})), żeby dobrać inną.',
    drawDeck: '{{player}} dobiera z talii kartę ($t(iwari:biome.{{card}})).',
    drawDeckHidden: '{{player}} dobiera kartę z talii.',
    drawDisplay: '{{player}} bierze z oferty kartę ($t(iwari:biome.{{card}})).',
    refill: 'Karta ($t(iwari:biome.{{card}})) uzupełnia ofertę.',
    pass: '{{player}} nie ma kart ani niczego do dobrania i pasuje.',
    deckExhausted: 'Talia się skończyła ($t(iwari:exhaustion.{{times}})).',
    reshuffle: 'Stos kart odrzuconych zostaje potasowany w nową talię: $t(iwari:unit.card, {"count": {{cards}} }).',
    endTriggered: '$t(iwari:endReason.{{reason}}) Kolejka zostaje dokończona, żeby każdy miał tyle samo tur.',
    halfJourney: 'Punktacja na półmetku wędrówki: namioty w każdym terytorium.',
    finalScoring: 'Punktacja na koniec wędrówki: namioty, totemy przy połączeniach, osady.',
    tentPoints:
      '{{player}} dostaje $t(iwari:unit.point, {"count": {{points}} }) za $t(iwari:unit.tent, {"count": {{tents}} }) na terytorium $t(iwari:biome.{{biome}}) {{number}} (×{{factor}}).',
    totemPoints:
      '{{player}} dostaje $t(iwari:unit.point, {"count": {{points}} }) za przewagę totemów po obu stronach połączenia {{connection}} (×{{factor}}).',
    settlementPoints:
      '{{player}} dostaje $t(iwari:unit.point, {"count": {{points}} }) za osadę: $t(iwari:unit.tent, {"count": {{size}} }).',
    roadPoints:
      '{{player}} dostaje $t(iwari:unit.point, {"count": {{points}} }) za $t(iwari:unit.tent, {"count": {{tents}} }) na fioletowej drodze.',
    scoringTotal:
      '$t(iwari:scoringName.{{half}}): {{player}} dostaje $t(iwari:unit.point, {"count": {{points}} }) (razem {{total}}).',
    featEarned: '{{player}} zdobywa wyczyn „$t(iwari:feats.{{feat}})”.',
    featOnTerritory:
      '{{player}} kładzie wyczyn „$t(iwari:feats.{{feat}})” na terytorium $t(iwari:biome.{{biome}}) {{number}}: jego punktacja za namioty rośnie o jeden.',
    featOnConnection:
      '{{player}} kładzie wyczyn „$t(iwari:feats.{{feat}})” na połączeniu {{connection}}: jego punktacja za totemy rośnie o jeden.',
    featDeclined: '{{player}} nie kładzie wyczynu „$t(iwari:feats.{{feat}})”.',
    expedition:
      '{{player}} jako $t(iwari:rank.{{rank}}) plemię wypełnia wyprawę {{card}} i dostaje $t(iwari:unit.point, {"count": {{points}} }).',
    gameOver: 'Wędrówka dobiegła końca. Zwycięstwo: {{winners}}$t(iwari:tieBreak.{{tieBreak}})',
  },
  prompt: {
    act: 'Zagraj do 3 kart, żeby postawić do 2 elementów w jednym terytorium, albo odrzuć kartę i dobierz inną.',
    discardOnly: 'Twoimi kartami nie da się nic postawić: odrzuć kartę i dobierz inną.',
    pass: 'Nie masz kart i nie ma czego dobrać: spasuj.',
    feat: 'Połóż swój wyczyn „$t(iwari:feats.{{feat}})” albo z niego zrezygnuj.',
    neutral:
      'Wykonaj ruch trzecim plemieniem pozostałymi kartami ({{cards}}); każda niewykorzystana karta zostanie odrzucona.',
    draw: 'Dobierz $t(iwari:unit.moreCard, {"count": {{left}} }) z talii lub z oferty.',
    waiting: 'Czekamy na: {{player}}.',
    gameOver: 'Wędrówka dobiegła końca.',
  },
  counter: {
    score: 'Wynik',
    tents: 'Pozostałe namioty',
    totems: 'Pozostałe totemy',
    cards: 'Karty na ręce',
  },
  counterHelp: {
    score: 'Dotychczasowe punkty: punktacja na półmetku, wyprawy, a na koniec punktacja końcowa',
    tents: 'Namioty do postawienia (20 na początku); postawienie ostatniego uruchamia koniec wędrówki',
    totems: 'Totemy do postawienia (8 na początku)',
    cards: 'Karty na ręce (najwyżej 3); tylko ich właściciel widzi, jakie to karty',
  },
  score: {
    halfJourney: 'Półmetek wędrówki',
    tents: 'Namioty',
    totems: 'Totemy',
    settlements: 'Osady',
    road: 'Fioletowa droga',
    expeditions: 'Wyprawy',
  },
  move: {
    place: 'Postaw elementy',
    placeNeutral: 'Ruch trzeciego plemienia',
    discard: 'Odrzuć i dobierz',
    draw: 'Dobierz',
    featOnTerritory: 'Połóż wyczyn na terytorium',
    featOnConnection: 'Połóż wyczyn na połączeniu',
    declineFeat: 'Nie kładź wyczynu',
    pass: 'Pasuj',
  },
  listItem: {
    cards: {
      tundra: '$t(iwari:biome.tundra)',
      forest: '$t(iwari:biome.forest)',
      glacier: '$t(iwari:biome.glacier)',
      coast: '$t(iwari:biome.coast)',
      desert: '$t(iwari:biome.desert)',
    },
    pieces: { totem: 'totem' },
  },
  // The pieces of one placement (at most two), by tents (t) and totems (m).
  placed: {
    t1m0: 'namiot',
    t2m0: 'dwa namioty',
    t0m1: 'totem',
    t0m2: 'dwa totemy',
    t1m1: 'namiot i totem',
  },
  biome: {
    tundra: 'Tundra',
    forest: 'Las',
    glacier: 'Lodowiec',
    coast: 'Wybrzeże',
    desert: 'Pustynia',
  },
  feats: {
    union: 'Jedność',
    discovery: 'Odkrycie',
    honour: 'Honor',
    respect: 'Szacunek',
  },
  featHelp: {
    union:
      'Gracze, którzy jako pierwszy i drugi ukończą osadę (4 połączone namioty), kładą go na terytorium tej osady.',
    discovery:
      'Gracze, którzy jako pierwszy i drugi postawią namiot na ostatnim wolnym miejscu terytorium, kładą go na dowolnym innym terytorium.',
    honour:
      'Gracz, który jako pierwszy zdobędzie przewagę totemów po obu stronach otwartego połączenia lądowego, kładzie go na tym połączeniu.',
    respect:
      'Gracz, który jako pierwszy zdobędzie przewagę totemów po obu stronach otwartego połączenia wodnego, kładzie go na tym połączeniu.',
  },
  expedition: {
    E1: 'Miej namioty w terytoriach wszystkich 5 biomów',
    E2: 'Miej osadę z co najmniej 6 namiotów',
    E3: 'Miej osadę rozciągniętą na 3 terytoria',
    E4: 'Miej przewagę namiotów (remis się liczy) w 3 terytoriach',
    E5: 'Miej totemy w 4 różnych terytoriach',
    E6: 'Postaw wszystkie 8 swoich totemów',
    E7: 'Bądź jedynym plemieniem w terytorium, w którym masz co najmniej 3 namioty',
    E8: 'Miej namioty w 2 terytoriach złączonych połączeniem wodnym',
  },
  maps: {
    standinA: 'mapa zastępcza',
    floatingLands: 'Pływające Ziemie (zastępcza)',
    glacialMass: 'Lodowa Masa (zastępcza)',
    longRoad: 'Długa Droga (zastępcza)',
  },
  exhaustion: {
    '1': 'pierwszy raz: półmetek wędrówki',
    '2': 'drugi raz: koniec wędrówki',
  },
  endReason: {
    deck: 'Talia skończyła się po raz drugi: koniec wędrówki jest blisko.',
    tents: 'Któryś z graczy postawił swój ostatni namiot: koniec wędrówki jest blisko.',
  },
  scoringName: {
    true: 'Półmetek wędrówki',
    false: 'Koniec wędrówki',
  },
  tieBreak: {
    true: ' (remis w punktach: decyduje najwięcej niewykorzystanych namiotów i totemów).',
    false: '.',
  },
  option: {
    map: {
      label: 'Mapa',
      help: 'Drukowane mapy nie są tu dostępne: każda mapa jest zastępcza, z takimi samymi rodzajami terytoriów, ścieżek i połączeń. Trzy mapy specjalne dodają swoją zasadę specjalną.',
      choice: {
        standinA: 'Mapa zastępcza',
        floatingLands: 'Pływające Ziemie (zastępcza)',
        glacialMass: 'Lodowa Masa (zastępcza)',
        longRoad: 'Długa Droga (zastępcza)',
      },
    },
    feats: {
      label: 'Wyczyny',
      help: 'Pierwsi gracze, którzy zbudują osadę, zapełnią terytorium albo zdobędą przewagę totemów przy połączeniu lądowym lub wodnym, kładą wyczyn, który podnosi punktację terytorium lub połączenia o jeden.',
    },
    expeditions: {
      label: 'Karty wypraw (zestaw zastępczy)',
      help: 'Odkrywa się trzy misje; gracze, którzy jako pierwszy i drugi wypełnią daną misję, od razu dostają jej punkty. Misje są wymyślone, to nie drukowane karty.',
    },
    floatingTotems: {
      label: 'Pływające Ziemie: bez totemów w tundrze',
      help: 'Na mapie Pływające Ziemie nie wolno stawiać totemów w terytoriach tundry, jak w instrukcji wersji Deluxe. Na innych mapach ta zasada nie obowiązuje.',
    },
  },
  rules: {
    goal: 'Zasiedlaj krainę namiotami i totemami: miej przewagę namiotów, gdy terytoria są punktowane (dwa razy), przewagę totemów po obu stronach połączeń i długie łańcuchy namiotów na koniec gry. Mapa i karty wypraw są tu zastępcze, to nie drukowane elementy.',
    sections: [
      {
        title: 'Tura: zasada 3–2–1',
        points: [
          'Zagraj do 3 kart, żeby postawić do 2 elementów w 1 terytorium. Każdy element kosztuje jedną kartę biomu tego terytorium albo dwie jednakowe karty dowolnego biomu (para jako dżoker).',
          'W niezbadanym terytorium (bez żadnego elementu) można w tej turze postawić dokładnie jeden namiot.',
          'Namiot stawia się na wolnym miejscu na namiot, totem – w kręgu totemów terytorium. Totemów nigdy nie może tam być więcej niż namiotów najliczniejszego tam plemienia (namioty stawia się najpierw, więc twój namiot może zrobić miejsce dla twojego totemu).',
          'Następnie dobierz karty do 3, po jednej, z talii lub z 4-kartowej oferty (uzupełnianej od razu). Zamiast stawiać elementy, możesz odrzucić kartę i dobrać jedną.',
        ],
      },
      {
        title: 'Gra dwuosobowa: trzecie plemię',
        points: [
          'Jeśli użyjesz dla siebie tylko 1 lub 2 kart, pozostałe karty muszą posłużyć do zwykłego ruchu neutralnego trzeciego plemienia (w dowolnym terytorium); karty, których nie może ono użyć, odrzuca się. Potem dobierasz do 3 kart.',
          'Trzecie plemię liczy się przy każdej przewadze i przy limicie totemów, ale nie zdobywa punktów.',
        ],
      },
      {
        title: 'Punktacja',
        points: [
          'Półmetek wędrówki (talia kończy się po raz pierwszy): namioty w każdym terytorium. Plemię z największą liczbą namiotów dostaje punkty za wszystkie tamtejsze namioty; każde inne plemię dostaje tyle, ile namiotów ma plemię tuż przed nim; remisujący dzielą się miejscem. Stos kart odrzuconych staje się nową talią.',
          'Koniec wędrówki nadchodzi, gdy talia skończy się ponownie albo gdy ktoś postawi ostatni namiot; kolejka zostaje dokończona, żeby każdy miał tyle samo tur.',
          'Punktacja końcowa: znowu namioty; przy każdym połączeniu, które nie leży pod górą, w kolejności numerów, każde plemię z przewagą totemów (remis się liczy) po obu stronach dostaje 1 punkt za każdy totem po obu stronach; każda osada z co najmniej 4 połączonych namiotów jednego plemienia daje 1 punkt za namiot.',
          'Wygrywa gracz z największą liczbą punktów; przy remisie ten, kto ma najwięcej niewykorzystanych namiotów i totemów.',
        ],
      },
      {
        title: 'Opcje i elementy zastępcze',
        points: [
          'Wyczyny: Jedność, Odkrycie, Honor i Szacunek podnoszą o jeden mnożnik punktacji terytorium lub połączenia, na którym leżą.',
          'Karty wypraw: trzy misje; gracze, którzy jako pierwszy i drugi wypełnią daną misję, od razu dostają jej punkty. Ten zestaw jest wymyślony.',
          'Żadna drukowana mapa Iwari nie jest tu dostępna: mapy są wymyślone i mają tę samą budowę; mapy specjalne (Pływające Ziemie, Lodowa Masa, Długa Droga) zachowują tylko swoją zasadę specjalną.',
        ],
      },
    ],
  },
  // The rules page's word on the map (boards/iwari/PrintedValues.tsx).
  values: {
    printedMap:
      'Nowe stoły na mapie podstawowej grają na wydrukowanej mapie „{{name}}” ({{territories}} terytoriów) z pliku {{file}}, wpisanej przez gospodarza serwisu.',
    standInMap: 'Ten serwis nie ma wydrukowanej mapy: mapa podstawowa to zastępcza mapa A, wymyślona.',
    mountains: 'Rodzaje gór według liczby graczy',
    mountainRow: '{{players}} graczy: rodzaje {{kinds}}',
    printedMark: '(z druku)',
    standInMark: '(zastępcze)',
  },
  board: {
    mapTitle: 'Mapa ({{map}}): terytoria, miejsca na namioty i połączenia',
    standIn: 'Mapa zastępcza: to nie drukowana plansza.',
    printedMap: 'Wydrukowana mapa „{{name}}”, wpisana przez gospodarza serwisu.',
    inspectHint:
      'Wskaż terytorium albo numer połączenia (myszą lub klawiaturą), żeby zobaczyć przewagi i to, co teraz punktuje.',
    neutral: 'trzecie plemię (szare)',
    seat: 'Miejsce {{seat}}',
    none: 'brak',
    territoryHead:
      '$t(iwari:biome.{{biome}}) {{number}}: $t(iwari:unit.tentSpace, {"count": {{spaces}} }), wolne: {{free}}.',
    tentsHere: 'Namioty: {{list}}.',
    totemsHere: 'Totemy: {{list}} (najwyżej {{cap}}).',
    featsHere: 'Wyczyny: {{feats}} (×{{factor}}).',
    scoresNobody: 'Punktacja namiotów w tej chwili: nikt nie punktuje.',
    scoresNow: 'Punktacja namiotów w tej chwili: {{list}}.',
    noMajority: 'nikt',
    landConnection:
      'Połączenie {{n}} (lądowe) między terytoriami $t(iwari:biome.{{aBiome}}) {{aNumber}} i $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    waterConnection:
      'Połączenie {{n}} (wodne) między terytoriami $t(iwari:biome.{{aBiome}}) {{aNumber}} i $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    majorityIn: 'Przewaga totemów na terytorium $t(iwari:biome.{{biome}}) {{number}}: {{list}}.',
    underMountain: 'Pod górą: nigdy nie punktuje.',
    connectionNobody: 'Punktacja w tej chwili: nikt nie ma przewagi po obu stronach.',
    connectionScores: 'Punktacja w tej chwili: {{list}}.',
    hand: 'Twoja ręka',
    handOf: 'Ręka gracza {{player}}',
    discard: 'Odrzuć kartę ({{card}}) i dobierz',
    noCards: 'Brak kart.',
    cards: 'Talia i oferta',
    drawDeck_one: 'Dobierz z talii ({{count}} karta)',
    drawDeck_few: 'Dobierz z talii ({{count}} karty)',
    drawDeck_many: 'Dobierz z talii ({{count}} kart)',
    drawDeck_other: 'Dobierz z talii ({{count}} karty)',
    deck_one: 'Talia: {{count}} karta',
    deck_few: 'Talia: {{count}} karty',
    deck_many: 'Talia: {{count}} kart',
    deck_other: 'Talia: {{count}} karty',
    exhausted0: 'Gdy się skończy: półmetek wędrówki.',
    exhausted1: 'Półmetek podliczony; gdy talia skończy się ponownie, nadejdzie koniec.',
    exhausted2: 'Talia jest wyczerpana.',
    display: 'Oferta',
    takeCard: 'Weź z oferty kartę ({{card}})',
    displayEmpty: 'Oferta jest pusta.',
    discardPile: 'Stos kart odrzuconych:',
    placing: 'Stawianie elementów',
    neutralMove: 'Ruch trzeciego plemienia',
    pick: 'Wybierz do dwóch podświetlonych elementów w jednym terytorium: miejsca na namioty albo jego krąg totemów.',
    pickNeutral:
      'Wybierz do dwóch elementów trzeciego plemienia w jednym terytorium (podświetlone), potem sposób zapłaty pozostałymi kartami.',
    picked:
      'Terytorium $t(iwari:biome.{{biome}}) {{number}}: $t(iwari:unit.tent, {"count": {{tentCount}} }), $t(iwari:unit.totem, {"count": {{totems}} }).',
    pickMore: 'Tych elementów nie da się opłacić samych: wybierz jeszcze jeden.',
    pay: 'Zapłać',
    clear: 'Wyczyść',
    placeFeat: 'Połóż: {{feat}}',
    connectionNo: 'połączenie {{n}}',
    territoryName: '$t(iwari:biome.{{biome}}) {{number}}',
    feats: 'Wyczyny',
    notEarned: 'jeszcze niezdobyty',
    expeditions: 'Wyprawy',
    scoreTrack: 'Tor punktacji',
    scorings: 'Punktacje',
    stepTerritory: 'Terytorium $t(iwari:biome.{{biome}}) {{number}} (×{{factor}}):',
    stepTents: 'namioty {{tents}}; punkty {{points}}.',
    stepConnection: 'Połączenie {{n}} (×{{factor}}):',
    stepTotems: 'totemy {{a}} | {{b}}; punkty {{points}}.',
    stepSettlement: 'Osada gracza {{player}}, $t(iwari:unit.tent, {"count": {{size}} }):',
    stepTentsIn: '$t(iwari:unit.tent, {"count": {{tents}} }) na terytorium $t(iwari:biome.{{biome}}) {{number}}',
    stepRoad: 'Fioletowa droga:',
    stepTotal: 'Suma tej punktacji:',
    previous: 'Poprzednia',
    next: 'Następna',
    spaceTarget: 'Miejsce na namiot {{space}} na terytorium $t(iwari:biome.{{biome}}) {{number}}: wybierz je',
    spaceSelected:
      'Miejsce na namiot {{space}} na terytorium $t(iwari:biome.{{biome}}) {{number}}: wybrane (aktywuj, żeby cofnąć wybór)',
    totemTarget: 'Krąg totemów na terytorium $t(iwari:biome.{{biome}}) {{number}}: wybierz totem',
    totemSelected:
      'Krąg totemów na terytorium $t(iwari:biome.{{biome}}) {{number}}: totem wybrany (aktywuj, żeby cofnąć wybór)',
  },
  mapZoom: {
    title: 'Rozmiar mapy',
    in: 'Powiększ',
    out: 'Pomniejsz',
    scrollHint: 'Mapa jest powiększona: przewiń ją albo przeciągnij, żeby zobaczyć całość.',
  },
};

export default pl;
