// Textes français d'Iwari, traduits de en.ts (mêmes clés, mêmes paramètres et
// mêmes imbrications $t(iwari:…)). Noms : ceux de l'interface française de Board
// Game Arena et de l'édition française (Blackrock Games, livret Deluxe) là où on
// les connaît ; voir src/client/i18n/glossary/fr.md.

/** The home page's words about the game (also `info` below), loaded apart from the rest. */
export const info = {
  description:
    'Jouez jusqu’à trois cartes pour placer jusqu’à deux tentes ou totems dans un territoire. Les majorités de tentes sont décomptées deux fois ; les majorités de totems des deux côtés d’une connexion et les colonies de quatre tentes reliées, à la fin.',
};

export const fr = {
  info,
  unit: {
    point_one: '{{count}} point',
    point_many: '{{count}} de points',
    point_other: '{{count}} points',
    tent_one: '{{count}} tente',
    tent_many: '{{count}} de tentes',
    tent_other: '{{count}} tentes',
    totem_one: '{{count}} totem',
    totem_many: '{{count}} de totems',
    totem_other: '{{count}} totems',
    card_one: '{{count}} carte',
    card_many: '{{count}} de cartes',
    card_other: '{{count}} cartes',
    moreCard_one: '{{count}} carte de plus',
    moreCard_many: '{{count}} de cartes de plus',
    moreCard_other: '{{count}} cartes de plus',
    tentSpace_one: '{{count}} espace de tente',
    tentSpace_many: '{{count}} d’espaces de tente',
    tentSpace_other: '{{count}} espaces de tente',
  },
  // Dans « en première position » : le rang ne dit rien du genre du joueur.
  rank: {
    '1': 'première',
    '2': 'deuxième',
  },
  log: {
    setup:
      'Une partie à {{players}} joueurs sur $t(iwari:maps.{{map}}) commence. Des montagnes couvrent les connexions {{mountains}}. {{first}} joue en premier.',
    place:
      '{{player}} place $t(iwari:placed.t{{tentCount}}m{{totems}}) en $t(iwari:biome.{{biome}}) {{number}} en jouant {{cards}}.',
    placeNeutral:
      '{{player}} fait jouer la troisième tribu : $t(iwari:placed.t{{tentCount}}m{{totems}}) en $t(iwari:biome.{{biome}}) {{number}}, en jouant {{cards}}.',
    neutralDiscard: '{{player}} défausse ce que la troisième tribu n’a pas utilisé : {{cards}}.',
    neutralSkipped: 'La troisième tribu ne peut rien faire avec {{cards}} ; {{player}} s’en défausse.',
    discard: '{{player}} défausse une carte $t(iwari:biome.{{card}}) pour en piocher une autre.',
    drawDeck: '{{player}} pioche une carte $t(iwari:biome.{{card}}).',
    drawDeckHidden: '{{player}} pioche une carte.',
    drawDisplay: '{{player}} prend une carte $t(iwari:biome.{{card}}) dans le présentoir.',
    refill: 'Une carte $t(iwari:biome.{{card}}) complète le présentoir.',
    pass: '{{player}} n’a aucune carte et rien à piocher, et passe.',
    deckExhausted: 'La pioche est épuisée ($t(iwari:exhaustion.{{times}})).',
    reshuffle:
      'La défausse est mélangée pour former une nouvelle pioche de $t(iwari:unit.card, {"count": {{cards}} }).',
    endTriggered:
      '$t(iwari:endReason.{{reason}}) On termine le tour de table pour que chacun ait joué le même nombre de tours.',
    halfJourney: 'Décompte de mi-parcours : les tentes de chaque territoire.',
    finalScoring: 'Décompte de fin du voyage : tentes, totems sur les connexions, colonies.',
    tentPoints:
      '{{player}} marque $t(iwari:unit.point, {"count": {{points}} }) pour $t(iwari:unit.tent, {"count": {{tents}} }) en $t(iwari:biome.{{biome}}) {{number}} (×{{factor}}).',
    totemPoints:
      '{{player}} marque $t(iwari:unit.point, {"count": {{points}} }) pour la majorité de totems des deux côtés de la connexion {{connection}} (×{{factor}}).',
    settlementPoints:
      '{{player}} marque $t(iwari:unit.point, {"count": {{points}} }) pour une colonie de $t(iwari:unit.tent, {"count": {{size}} }).',
    roadPoints:
      '{{player}} marque $t(iwari:unit.point, {"count": {{points}} }) pour $t(iwari:unit.tent, {"count": {{tents}} }) sur la route violette.',
    scoringTotal:
      '$t(iwari:scoringName.{{half}}) : {{player}} marque $t(iwari:unit.point, {"count": {{points}} }) (total : {{total}}).',
    featEarned: '{{player}} obtient l’exploit $t(iwari:feats.{{feat}}).',
    featOnTerritory:
      '{{player}} place l’exploit $t(iwari:feats.{{feat}}) sur le territoire $t(iwari:biome.{{biome}}) {{number}} : son décompte de tentes augmente de un.',
    featOnConnection:
      '{{player}} place l’exploit $t(iwari:feats.{{feat}}) sur la connexion {{connection}} : son décompte de totems augmente de un.',
    featDeclined: '{{player}} ne place pas l’exploit $t(iwari:feats.{{feat}}).',
    expedition:
      '{{player}} accomplit l’expédition {{card}} en $t(iwari:rank.{{rank}}) position et marque $t(iwari:unit.point, {"count": {{points}} }).',
    gameOver: 'Le voyage est terminé. Victoire : {{winners}}$t(iwari:tieBreak.{{tieBreak}})',
  },
  prompt: {
    act: 'Jouez jusqu’à 3 cartes pour placer jusqu’à 2 pièces dans un territoire, ou défaussez une carte pour en piocher une autre.',
    discardOnly: 'Vos cartes ne permettent aucun placement : défaussez une carte pour en piocher une autre.',
    pass: 'Vous n’avez aucune carte et il n’y a rien à piocher : passez.',
    feat: 'Placez votre exploit $t(iwari:feats.{{feat}}), ou renoncez à le placer.',
    neutral:
      'Faites jouer la troisième tribu avec vos cartes restantes ({{cards}}) ; toute carte non utilisée est défaussée.',
    draw: 'Piochez $t(iwari:unit.moreCard, {"count": {{left}} }) dans la pioche ou le présentoir.',
    waiting: 'On attend {{player}}.',
    gameOver: 'Le voyage est terminé.',
  },
  counter: {
    score: 'Score',
    tents: 'Tentes restantes',
    totems: 'Totems restants',
    cards: 'Cartes en main',
  },
  counterHelp: {
    score: 'Points jusqu’ici : le décompte de mi-parcours, les expéditions et, à la fin, le décompte final',
    tents: 'Tentes encore à placer (20 au départ) ; placer la dernière déclenche la fin du voyage',
    totems: 'Totems encore à placer (8 au départ)',
    cards: 'Cartes en main (3 au plus) ; seul leur propriétaire voit lesquelles',
  },
  score: {
    halfJourney: 'Mi-parcours',
    tents: 'Tentes',
    totems: 'Totems',
    settlements: 'Colonies',
    road: 'Route violette',
    expeditions: 'Expéditions',
  },
  move: {
    place: 'Placer des pièces',
    placeNeutral: 'Faire jouer la troisième tribu',
    discard: 'Défausser et piocher',
    draw: 'Piocher',
    featOnTerritory: 'Placer l’exploit sur un territoire',
    featOnConnection: 'Placer l’exploit sur une connexion',
    declineFeat: 'Ne pas placer l’exploit',
    pass: 'Passer',
  },
  // Les éléments des listes du journal (kit/sentence.tsx) : « une carte Toundra », pour que
  // « en jouant {{cards}} » et « défausse : {{cards}} » se lisent bien.
  listItem: {
    cards: {
      tundra: 'une carte $t(iwari:biome.tundra)',
      forest: 'une carte $t(iwari:biome.forest)',
      glacier: 'une carte $t(iwari:biome.glacier)',
      coast: 'une carte $t(iwari:biome.coast)',
      desert: 'une carte $t(iwari:biome.desert)',
    },
    pieces: { totem: 'un totem' },
  },
  // The pieces of one placement (at most two), by tents (t) and totems (m).
  placed: {
    t1m0: 'une tente',
    t2m0: 'deux tentes',
    t0m1: 'un totem',
    t0m2: 'deux totems',
    t1m1: 'une tente et un totem',
  },
  biome: {
    tundra: 'Toundra',
    forest: 'Forêt',
    glacier: 'Glacier',
    coast: 'Côte',
    desert: 'Désert',
  },
  feats: {
    union: 'Union',
    discovery: 'Découverte',
    honour: 'Honneur',
    respect: 'Respect',
  },
  featHelp: {
    union:
      'Les deux premiers joueurs à former une colonie (4 tentes reliées) placent cet exploit sur un territoire de cette colonie.',
    discovery:
      'Les deux premiers joueurs à poser une tente sur le dernier espace libre d’un territoire placent cet exploit sur n’importe quel autre territoire.',
    honour:
      'Le premier joueur à détenir la majorité de totems des deux côtés d’une connexion terrestre ouverte place cet exploit sur cette connexion.',
    respect:
      'Le premier joueur à détenir la majorité de totems des deux côtés d’une connexion maritime ouverte place cet exploit sur cette connexion.',
  },
  expedition: {
    E1: 'Avoir des tentes dans des territoires des 5 biomes',
    E2: 'Avoir une colonie de 6 tentes ou plus',
    E3: 'Avoir une colonie qui s’étend sur 3 territoires',
    E4: 'Détenir la majorité de tentes (égalités comprises) dans 3 territoires',
    E5: 'Avoir des totems dans 4 territoires différents',
    E6: 'Placer vos 8 totems',
    E7: 'Être la seule tribu d’un territoire où vous avez 3 tentes ou plus',
    E8: 'Avoir des tentes dans 2 territoires reliés par une connexion maritime',
  },
  maps: {
    standinA: 'la carte provisoire',
    floatingLands: 'les Terres flottantes (provisoire)',
    glacialMass: 'le Massif glacier (provisoire)',
    longRoad: 'la Longue Route (provisoire)',
  },
  exhaustion: {
    '1': 'première fois : mi-parcours',
    '2': 'deuxième fois : la fin du voyage',
  },
  endReason: {
    deck: 'La pioche est épuisée une deuxième fois : la fin du voyage approche.',
    tents: 'Un joueur a placé sa dernière tente : la fin du voyage approche.',
  },
  scoringName: {
    true: 'Mi-parcours',
    false: 'Fin du voyage',
  },
  tieBreak: {
    true: ' (égalité de points : le plus de tentes et de totems inutilisés départage).',
    false: '.',
  },
  option: {
    map: {
      label: 'Carte',
      help: 'Les cartes imprimées ne sont pas disponibles ici : chaque carte est provisoire, avec le même genre de territoires, de chemins et de connexions. Les trois cartes spéciales ajoutent leur règle spéciale.',
      choice: {
        standinA: 'Carte provisoire',
        floatingLands: 'Terres flottantes (provisoire)',
        glacialMass: 'Massif glacier (provisoire)',
        longRoad: 'La Longue Route (provisoire)',
      },
    },
    feats: {
      label: 'Exploits',
      help: 'Les premiers joueurs à former une colonie, à remplir un territoire ou à détenir une majorité de totems sur une connexion terrestre ou maritime placent un exploit, qui augmente de un le décompte d’un territoire ou d’une connexion.',
    },
    expeditions: {
      label: 'Cartes d’expédition (jeu provisoire)',
      help: 'Trois missions sont révélées ; les deux premiers joueurs à accomplir chacune marquent aussitôt ses points. Les missions sont inventées, ce ne sont pas les cartes imprimées.',
    },
    floatingTotems: {
      label: 'Terres flottantes : pas de totems en Toundra',
      help: 'Sur les Terres flottantes, les totems ne peuvent pas être placés dans les territoires de Toundra, comme dans le livret Deluxe. Les autres cartes ignorent cette règle.',
    },
  },
  rules: {
    goal: 'Peupler les terres de tentes et de totems : avoir la majorité de tentes quand les territoires sont décomptés (deux fois), la majorité de totems des deux côtés des connexions et de longues chaînes de tentes à la fin. La carte et les cartes d’expédition sont ici provisoires, ce ne sont pas celles du jeu imprimé.',
    sections: [
      {
        title: 'Un tour : la règle 3-2-1',
        points: [
          'Jouez jusqu’à 3 cartes pour placer jusqu’à 2 pièces dans 1 territoire. Chaque pièce coûte une carte du biome du territoire, ou deux cartes identiques de n’importe quel biome (une paire joker).',
          'Un territoire inexploré (sans aucune pièce) reçoit exactement une tente ce tour-là.',
          'Une tente va sur un espace de tente libre ; un totem sur le cercle de totems du territoire. Il ne peut jamais y avoir plus de totems dans le territoire que le plus grand nombre de tentes qu’une seule tribu y possède (les tentes sont placées d’abord : votre tente peut faire de la place à votre totem).',
          'Reprenez ensuite 3 cartes en main, une à une, depuis la pioche ou le présentoir de 4 cartes (complété aussitôt). Au lieu de placer, vous pouvez défausser une carte et en piocher une.',
        ],
      },
      {
        title: 'À deux joueurs : la troisième tribu',
        points: [
          'Si vous n’utilisez que 1 ou 2 cartes pour vous-même, vos cartes restantes doivent servir à un mouvement régulier de la troisième tribu, neutre (dans n’importe quel territoire) ; les cartes qu’elle ne peut pas utiliser sont défaussées. Puis vous reprenez 3 cartes en main.',
          'La troisième tribu compte dans chaque majorité et pour la limite de totems, mais ne marque rien.',
        ],
      },
      {
        title: 'Décompte',
        points: [
          'Mi-parcours (la pioche s’épuise la première fois) : les tentes de chaque territoire. La tribu qui a le plus de tentes marque toutes les tentes présentes ; chaque autre tribu marque le nombre de tentes de la tribu juste au-dessus d’elle ; les égalités se partagent. La défausse devient la nouvelle pioche.',
          'La fin du voyage arrive quand la pioche s’épuise de nouveau ou qu’un joueur place sa dernière tente ; on termine le tour de table pour que chacun ait joué autant de tours.',
          'Décompte final : de nouveau les tentes ; pour chaque connexion qui n’est pas sous une montagne, dans l’ordre des numéros, chaque tribu qui a la majorité de totems (égalités comprises) des deux côtés marque 1 point par totem des deux côtés ; chaque colonie de 4 tentes reliées ou plus d’une même tribu rapporte 1 point par tente.',
          'Le joueur qui a le plus de points gagne ; en cas d’égalité, celui à qui il reste le plus de tentes et de totems.',
        ],
      },
      {
        title: 'Options et éléments provisoires',
        points: [
          'Exploits : Union, Découverte, Honneur et Respect augmentent de un le multiplicateur du territoire ou de la connexion où ils sont placés.',
          'Cartes d’expédition : trois missions ; les deux premiers à accomplir chacune marquent aussitôt ses points. Ce jeu de cartes est inventé.',
          'Aucune carte imprimée d’Iwari n’est disponible : les cartes proposées ici sont inventées avec la même structure ; les cartes spéciales (Terres flottantes, Massif glacier, La Longue Route) ne gardent que leur règle spéciale.',
        ],
      },
    ],
  },
  // The rules page's word on the map (boards/iwari/PrintedValues.tsx).
  values: {
    printedMap:
      'Les nouvelles tables sur la carte de base se jouent sur la carte imprimée « {{name}} » ({{territories}} territoires) de {{file}}, saisie par l’hébergeur du site.',
    standInMap: 'Ce site n’a pas de carte imprimée : la carte de base est la carte provisoire A, inventée.',
    mountains: 'Types de montagnes posées, selon le nombre de joueurs',
    mountainRow: '{{players}} joueurs : types {{kinds}}',
    printedMark: '(imprimé)',
    standInMark: '(provisoire)',
  },
  board: {
    mapTitle: 'Carte ({{map}}) : territoires, espaces de tente et connexions',
    standIn: 'Carte provisoire : pas le plateau imprimé.',
    printedMap: 'Carte imprimée « {{name}} », telle que l’hébergeur du site l’a saisie.',
    inspectHint:
      'Pointez ou sélectionnez un territoire ou un numéro de connexion pour voir ses majorités et ce qu’il rapporterait maintenant.',
    neutral: 'la troisième tribu (grise)',
    seat: 'Place {{seat}}',
    none: 'néant',
    territoryHead:
      '$t(iwari:biome.{{biome}}) {{number}} : $t(iwari:unit.tentSpace, {"count": {{spaces}} }), libres : {{free}}.',
    tentsHere: 'Tentes : {{list}}.',
    totemsHere: 'Totems : {{list}} ({{cap}} au plus).',
    featsHere: 'Exploits : {{feats}} (×{{factor}}).',
    scoresNobody: 'Décompte des tentes maintenant : personne ne marque.',
    scoresNow: 'Décompte des tentes maintenant : {{list}}.',
    noMajority: 'personne',
    landConnection:
      'Connexion {{n}} (terrestre) entre $t(iwari:biome.{{aBiome}}) {{aNumber}} et $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    waterConnection:
      'Connexion {{n}} (maritime) entre $t(iwari:biome.{{aBiome}}) {{aNumber}} et $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    majorityIn: 'Majorité de totems en $t(iwari:biome.{{biome}}) {{number}} : {{list}}.',
    underMountain: 'Sous une montagne : jamais décomptée.',
    connectionNobody: 'Décompte maintenant : personne ne tient les deux côtés.',
    connectionScores: 'Décompte maintenant : {{list}}.',
    hand: 'Votre main',
    handOf: '{{player}} : votre main',
    discard: 'Défausser {{card}} et piocher',
    noCards: 'Aucune carte.',
    cards: 'Pioche et présentoir',
    drawDeck_one: 'Piocher ({{count}} carte dans la pioche)',
    drawDeck_many: 'Piocher ({{count}} de cartes dans la pioche)',
    drawDeck_other: 'Piocher ({{count}} cartes dans la pioche)',
    deck_one: 'Pioche : {{count}} carte',
    deck_many: 'Pioche : {{count}} de cartes',
    deck_other: 'Pioche : {{count}} cartes',
    exhausted0: 'Mi-parcours quand elle est épuisée.',
    exhausted1: 'Mi-parcours décompté ; la fin arrive quand elle s’épuise de nouveau.',
    exhausted2: 'La pioche est épuisée.',
    display: 'Présentoir',
    takeCard: 'Prendre la carte {{card}} dans le présentoir',
    displayEmpty: 'Le présentoir est vide.',
    discardPile: 'Défausse :',
    placing: 'Placer des pièces',
    neutralMove: 'Faire jouer la troisième tribu',
    pick: 'Choisissez jusqu’à deux pièces en surbrillance dans un même territoire : espaces de tente, ou son cercle de totems.',
    pickNeutral:
      'Choisissez jusqu’à deux pièces pour la troisième tribu dans un même territoire (en surbrillance), puis comment payer avec vos cartes restantes.',
    picked:
      'En $t(iwari:biome.{{biome}}) {{number}} : $t(iwari:unit.tent, {"count": {{tentCount}} }), $t(iwari:unit.totem, {"count": {{totems}} }).',
    pickMore: 'Ces pièces ne peuvent pas être payées seules : choisissez-en une autre.',
    pay: 'Payer',
    clear: 'Effacer',
    placeFeat: 'Placer {{feat}}',
    connectionNo: 'connexion {{n}}',
    territoryName: '$t(iwari:biome.{{biome}}) {{number}}',
    feats: 'Exploits',
    notEarned: 'pas encore obtenu',
    expeditions: 'Expéditions',
    scoreTrack: 'Piste de score',
    scorings: 'Décomptes',
    stepTerritory: 'Territoire $t(iwari:biome.{{biome}}) {{number}} (×{{factor}}) :',
    stepTents: 'tentes {{tents}} ; points {{points}}.',
    stepConnection: 'Connexion {{n}} (×{{factor}}) :',
    stepTotems: 'totems {{a}} | {{b}} ; points {{points}}.',
    stepSettlement: 'Colonie ({{player}}), $t(iwari:unit.tent, {"count": {{size}} }) :',
    stepTentsIn: '$t(iwari:unit.tent, {"count": {{tents}} }) en $t(iwari:biome.{{biome}}) {{number}}',
    stepRoad: 'La route violette :',
    stepTotal: 'Total de ce décompte :',
    previous: 'Précédent',
    next: 'Suivant',
    spaceTarget: 'Espace de tente {{space}} en $t(iwari:biome.{{biome}}) {{number}} : le choisir',
    spaceSelected:
      'Espace de tente {{space}} en $t(iwari:biome.{{biome}}) {{number}} : choisi (activez pour le retirer)',
    totemTarget: 'Cercle de totems en $t(iwari:biome.{{biome}}) {{number}} : choisir un totem',
    totemSelected: 'Cercle de totems en $t(iwari:biome.{{biome}}) {{number}} : totem choisi (activez pour le retirer)',
  },
  mapZoom: {
    title: 'Taille de la carte',
    in: 'Agrandir',
    out: 'Réduire',
    scrollHint: 'Carte agrandie : faites-la défiler ou glisser pour tout voir.',
  },
};

export default fr;
