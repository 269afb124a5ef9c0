// Textes français de Tikal, traduits de en.ts (mêmes clés, mêmes paramètres et
// mêmes imbrications $t(tikal:…)). Termes : src/client/i18n/glossary/fr.md.

/** The home page's words about the game (also `info` below), loaded apart from the rest. */
export const info = {
  description:
    'Explorez la jungle tuile après tuile, dégagez des temples, déterrez des trésors et gardez les temples les plus précieux. Trois volcans déclenchent des décomptes avant le décompte final.',
};

export const fr = {
  info,
  unit: {
    otherPiece_one: '{{count}} autre pion',
    otherPiece_many: '{{count}} d’autres pions',
    otherPiece_other: '{{count}} autres pions',
    sixth_one: '{{count}} sixième de tour',
    sixth_many: '{{count}} de sixièmes de tour',
    sixth_other: '{{count}} sixièmes de tour',
    actionPoint_one: '{{count}} point d’action',
    actionPoint_many: '{{count}} de points d’action',
    actionPoint_other: '{{count}} points d’action',
  },
  log: {
    setup: 'Une partie à {{players}} joueurs commence.',
    drawTile: '{{player}} pioche une tuile : $t(tikal:terrain.{{kind}}).',
    revealTiles: 'Nouvelle manche d’enchères. Tuiles révélées : {{revealed}}. {{player}} ouvre les enchères.',
    bid: '{{player}} enchérit à {{amount}}.',
    passBid: '{{player}} passe.',
    winAuction: '{{player}} remporte l’enchère pour {{price}} points (score actuel : {{score}}).',
    lastTileFree: '{{player}} joue en dernier dans la manche et prend gratuitement la dernière tuile.',
    chooseTile: '{{player}} choisit une tuile : $t(tikal:terrain.{{kind}}).',
    placeTile: '{{player}} pose une tuile ($t(tikal:terrain.{{kind}})) sur la case {{space}}.',
    volcanoRound: '{{player}} a révélé un volcan : un tour de décompte commence par {{player}}.',
    bringIn: '{{player}} fait entrer $t(tikal:newPiece.{{piece}}) au camp de la case {{space}}.',
    campJump:
      '{{player}} déplace $t(tikal:aPiece.{{piece}}) d’un camp à l’autre, de la case {{from}} à la case {{to}}.',
    move: '{{player}} déplace $t(tikal:aPiece.{{piece}}) de la case {{from}} à la case {{to}} pour {{cost}} PA.',
    excavate: '{{player}} dégage le temple de la case {{space}} : il vaut désormais {{value}}.',
    recoverTreasure:
      '{{player}} déterre un trésor sur la case {{space}} : $t(tikal:motifs.{{motif}}) (il en reste {{left}} ici).',
    exchangeTreasure:
      '{{player}} échange avec {{opponent}} : son trésor $t(tikal:motifs.{{give}}) contre le trésor $t(tikal:motifs.{{take}}).',
    buildCamp: '{{player}} installe un camp avancé sur la case {{space}}.',
    placeGuard:
      '{{player}} place un gardien ($t(tikal:pieces.{{guard}})) sur le temple de la case {{space}}, qui vaut {{value}} ; hors jeu : $t(tikal:unit.otherPiece, {"count": {{removed}} }).',
    endTurn: '{{player}} termine son tour ({{apLost}} PA non utilisés).',
    score: '{{player}} marque {{temples}} pour les temples et {{treasures}} pour les trésors (total : {{total}}).',
    finalRound: 'La dernière tuile est posée. Derniers tours de décompte, dans cet ordre : {{order}}.',
    gameOver: 'Fin de la partie. Victoire : {{winners}}.',
  },
  prompt: {
    placeTile: 'Posez votre tuile : choisissez une case et tournez-la pour qu’elle se raccorde par des dalles.',
    placeVolcano: 'Posez le volcan à côté de n’importe quel hexagone exploré.',
    chooseTile: 'Vous avez remporté l’enchère : choisissez l’une des tuiles révélées.',
    bid: 'Enchérissez en points de victoire pour le prochain tour (plus de {{highBid}}, {{score}} au maximum) ou passez.',
    waitBid: 'On attend {{player}}, qui doit enchérir.',
    actions: 'Il vous reste $t(tikal:unit.actionPoint, {"count": {{ap}} }).',
    bonusTurn:
      'Tour de décompte du volcan : $t(tikal:unit.actionPoint, {"count": {{ap}} }), puis vous marquez vos points.',
    finalTurn:
      'Dernier tour de décompte : $t(tikal:unit.actionPoint, {"count": {{ap}} }), puis vous marquez vos points.',
    waiting: 'On attend {{player}}.',
    gameOver: 'La partie est terminée.',
  },
  actions: {
    placeTile: 'Poser la tuile',
    chooseTile: 'Choisir la tuile',
    bid: 'Enchérir',
    passBid: 'Passer',
    bringIn: 'Nouvel explorateur (1 PA)',
    bringInLeader: 'Faire entrer le chef d’expédition (1 PA)',
    campJump: 'Aller d’un camp à l’autre (1 PA)',
    movePiece: 'Traverser le terrain (1 à 6 PA)',
    excavate: 'Dégager un temple (2 PA)',
    recoverTreasure: 'Déterrer un trésor (3 PA)',
    exchangeTreasure: 'Échanger un trésor (3 PA)',
    buildCamp: 'Installer un camp avancé (5 PA)',
    placeGuard: 'Placer un gardien de temple (5 PA)',
    endTurn: 'Finir le tour',
  },
  board: {
    scoringRounds: 'Tours de décompte',
    volcanoRound: 'Volcan {{n}}',
    roundState: { done: 'décompté', now: 'décompte en cours', toCome: 'à venir' },
    mapTitle:
      'La jungle : les flèches du clavier passent d’un hexagone à l’autre, Entrée agit sur ceux en surbrillance',
    zoomTitle: 'Taille de la carte',
    zoomIn: 'Agrandir',
    zoomOut: 'Réduire',
    mapScrollHint: 'Carte agrandie : faites-la défiler ou glisser pour tout voir.',
    space: 'Case {{space}}',
    unexplored: 'inexplorée',
    temple: 'temple d’une valeur de {{value}}',
    ruin_one: 'ruine, encore {{count}} trésor',
    ruin_many: 'ruine, encore {{count}} de trésors',
    ruin_other: 'ruine, encore {{count}} trésors',
    guardedBy: 'gardé par {{player}} : ne rapporte qu’à ce joueur',
    strength: 'force {{strength}}',
    scoresFor: 'rapporterait maintenant à {{player}}',
    scoresForNobody: 'ne rapporterait maintenant à personne (égalité)',
    treasuresTitle: 'Trésors et décompte',
    noTreasure: 'aucun trésor',
    scoringNow: 'Un décompte maintenant : {{total}} ({{temples}} temples + {{treasures}} trésors)',
    campOf: 'camp avancé ({{player}})',
    explorers_one: '{{count}} explorateur',
    explorers_many: '{{count}} d’explorateurs',
    explorers_other: '{{count}} explorateurs',
    drawnTile: 'Tuile à poser',
    turned: 'tournée de $t(tikal:unit.sixth, {"count": {{rotation}} }) dans le sens horaire',
    rotateLeft: 'Tourner à gauche',
    rotateRight: 'Tourner à droite',
    rotateKeys: 'Touches : R tourne à droite, Maj+R à gauche',
    fitsOn_one: 'Tournée ainsi, elle tient sur {{count}} case (en surbrillance).',
    fitsOn_many: 'Tournée ainsi, elle tient sur {{count}} de cases (en surbrillance).',
    fitsOn_other: 'Tournée ainsi, elle tient sur {{count}} cases (en surbrillance).',
    fitsNowhere: 'Tournée ainsi, elle ne tient nulle part : tournez-la.',
    fitsTurned_one: '{{count}} autre case (↻) l’accepte tournée autrement : cliquez dessus pour tourner la tuile.',
    fitsTurned_many:
      '{{count}} d’autres cases (↻) l’acceptent tournée autrement : cliquez sur l’une d’elles pour tourner la tuile.',
    fitsTurned_other:
      '{{count}} autres cases (↻) l’acceptent tournée autrement : cliquez sur l’une d’elles pour tourner la tuile.',
    placeOn: 'Poser sur la case {{space}}',
    placeHere: 'poser la tuile ici',
    turnToFit: 'la tuile tient ici tournée autrement : activez pour la tourner',
    piecesHere: 'vos pions ici peuvent bouger : activez pour en choisir un',
    pieceChosen: 'le pion choisi se trouve ici',
    target: {
      bringIn: 'faire entrer un nouvel explorateur ici pour {{cost}} PA',
      bringInLeader: 'faire entrer le chef d’expédition ici pour {{cost}} PA',
      move: 'venir ici pour {{cost}} PA',
      excavate: 'dégager ici pour {{cost}} PA',
      recoverTreasure: 'déterrer un trésor ici pour {{cost}} PA',
      buildCamp: 'installer un camp avancé ici pour {{cost}} PA',
      placeGuard: 'placer un gardien de temple ici pour {{cost}} PA',
    },
    actionsTitle: 'Actions',
    apLeft: 'Reste : {{ap}} PA',
    whichPiece: 'Quel pion ?',
    usedThisTurn: 'a déjà travaillé ce tour-ci',
    pickPiece: 'Choisissez un hexagone où sont vos pions (contour bleu).',
    pickHex: 'Choisissez un hexagone en surbrillance ou un bouton :',
    spaceCost: 'Case {{space}} — {{cost}} PA',
    exchangeGive: 'Donner votre trésor {{give}} à',
    exchangeTake: 'contre son trésor {{take}}',
    auctionTitle: 'Enchère des tuiles',
    highBid: 'Meilleure enchère : {{amount}}, par',
    noBid: 'Pas encore d’enchère.',
    bidding: 'Doit enchérir :',
    yourBid: 'Votre enchère',
    bidOf: '{{player}} : votre enchère',
    bidLess: 'Enchérir d’un de moins',
    bidMore: 'Enchérir d’un de plus',
    bidAmount: 'Enchérir à {{amount}}',
    chooseThis: 'Prendre la tuile {{n}} : {{what}}',
    displayTile: 'Tuile {{n}} : {{what}}',
    volcanoExplain:
      'Chacun joue un tour de décompte de 10 PA et marque ses points juste après ; puis le volcan est posé.',
    finalExplain:
      'La dernière tuile est posée : chacun joue un dernier tour de décompte de 10 PA et marque ses points juste après.',
    stillToPlay: 'Doivent encore jouer :',
    supplyTitle: 'Réserve',
    treasureSupply: 'Trésors face cachée : {{count}}',
    levelsHelp:
      'Niveaux de temple restants par valeur : un temple ne peut monter à la valeur suivante que s’il en reste un.',
  },
  actionHelp: {
    bringIn: 'Placez un explorateur de votre réserve sur le camp de base ou l’un de vos camps avancés (1 PA).',
    bringInLeader: 'Faites entrer votre chef d’expédition (force 3) sur le camp de base ou l’un de vos camps (1 PA).',
    move: 'Menez un pion jusqu’à n’importe quel hexagone qu’il peut atteindre : chaque bord coûte les dalles des deux côtés ; les camps sont reliés entre eux pour 1 PA.',
    excavate:
      'Montez d’un niveau un temple où vous avez un pion (2 PA ; 2 niveaux par temple et par tour, avec un pion différent à chaque fois).',
    recoverTreasure:
      'Prenez le trésor du dessus d’une ruine où vous avez un pion (3 PA ; 2 par ruine et par tour, avec un pion différent à chaque fois).',
    exchangeTreasure:
      'Échangez l’un de vos trésors isolés contre un trésor isolé d’un autre type appartenant à un autre joueur (3 PA).',
    buildCamp:
      'Installez un camp avancé sur une clairière ou une ruine vidée (5 PA, 2 par partie) : de nouveaux pions pourront y entrer.',
    placeGuard:
      'Gardez un temple où personne n’est aussi fort que vous (5 PA, 2 par partie) : désormais il ne rapporte qu’à vous.',
    endTurn: 'Finissez votre tour ; les {{ap}} PA non utilisés sont perdus.',
  },
  counterHelp: {
    score: 'Points de victoire jusqu’ici',
    ap: 'Points d’action restants ce tour-ci',
    explorers: 'Explorateurs encore dans votre réserve (18 au départ)',
    camps: 'Camps avancés que vous pouvez encore installer (2 par partie)',
    guards: 'Gardiens de temple que vous pouvez encore placer (2 par partie)',
    treasures: 'Trésors possédés (1, 3 ou 6 points pour un, deux ou trois du même type)',
  },
  counter: {
    score: 'Score',
    ap: 'Points d’action',
    explorers: 'Explorateurs en réserve',
    camps: 'Camps avancés restants',
    guards: 'Gardiens restants',
    treasures: 'Trésors',
  },
  score: {
    start: 'Points de départ',
    temples: 'Temples',
    treasures: 'Trésors',
    bids: 'Enchères',
  },
  // Un pion dans une phrase, avec son article (le paramètre `piece` du journal est un type de pion).
  aPiece: { explorer: 'un explorateur', leader: 'le chef d’expédition' },
  newPiece: { explorer: 'un nouvel explorateur', leader: 'le chef d’expédition' },
  pieces: {
    explorer: 'explorateur',
    leader: 'chef d’expédition',
  },
  terrain: {
    temple: 'temple',
    ruin: 'ruine',
    clearing: 'clairière',
    volcano: 'volcan',
    baseCamp: 'camp de base',
  },
  // The revealed tiles of an auction round as the log lists them (\`log.revealTiles\`),
  // by what is on them, as the board's tooltips name them.
  listItem: {
    revealed: {
      clearing: '$t(tikal:terrain.clearing)',
      volcano: '$t(tikal:terrain.volcano)',
      temple1: '$t(tikal:board.temple, {"value": 1})',
      temple2: '$t(tikal:board.temple, {"value": 2})',
      temple3: '$t(tikal:board.temple, {"value": 3})',
      temple4: '$t(tikal:board.temple, {"value": 4})',
      temple5: '$t(tikal:board.temple, {"value": 5})',
      temple6: '$t(tikal:board.temple, {"value": 6})',
      ruin2: '$t(tikal:board.ruin, {"count": 2})',
      ruin3: '$t(tikal:board.ruin, {"count": 3})',
      ruin4: '$t(tikal:board.ruin, {"count": 4})',
    },
  },
  phases: {
    play: 'Exploration',
    volcano: 'Tour de décompte du volcan',
    final: 'Décompte final',
  },
  labels: {
    stack: 'Tuiles restantes : {{count}}',
    stackLetter: 'Pile {{letter}} : {{count}}',
    levelSupply: 'Niveaux de temple restants',
  },
  motifs: {
    '0': 'masque',
    '1': 'vase',
    '2': 'statue',
    '3': 'plat',
    '4': 'collier',
    '5': 'idole',
    '6': 'poignard',
    '7': 'couronne',
  },
  // Les options de table (src/games/tikal/meta.ts), par leur identifiant.
  option: {
    auction: {
      label: 'Jeu avancé (enchère des tuiles)',
      help: 'Chaque manche révèle une tuile par joueur ; les joueurs enchérissent en points de victoire pour jouer le tour suivant et choisir sa tuile. Les scores commencent à 20.',
    },
    startingExplorer: {
      label: 'Commencer avec un explorateur au camp de base',
      help: 'Chaque joueur commence avec un explorateur déjà posé sur le camp de base. Désactivé : tous les pions commencent dans la réserve.',
    },
    campNeedsPiece: {
      label: 'Un camp avancé exige l’un de vos pions',
      help: 'Pour installer un camp avancé sur un hexagone, vous devez y avoir l’un de vos pions. Désactivé : n’importe quelle clairière ou ruine vidée convient.',
    },
    auctionFinalOrder: {
      label: 'Derniers tours du jeu avancé',
      help: 'Ordre des derniers tours de décompte du jeu avancé : le plus petit score d’abord (règle de 1999) ou dans le sens horaire à partir de celui qui a posé la dernière tuile (ordre du jeu de base).',
      choice: { lowestFirst: 'Le plus petit score d’abord', clockwise: 'Sens horaire après la dernière tuile' },
    },
  },
  rules: {
    goal: 'Explorer la jungle, contrôler des temples et récolter des trésors pour marquer le plus de points.',
    sections: [
      {
        title: 'Un tour',
        points: [
          'Piochez une tuile de jungle et posez-la contre la zone explorée, en gardant les chemins reliés.',
          'Dépensez 10 points d’action : faire entrer des explorateurs, parcourir les chemins (les pierres coûtent en plus), dégager des niveaux de temple, déterrer des trésors, installer un camp ou garder un temple.',
        ],
      },
      {
        title: 'Décompte',
        points: [
          'Quand une tuile volcan est piochée, chaque joueur à son tour marque des points : chaque temple où il a le plus d’explorateurs rapporte son niveau ; les trésors rapportent par séries.',
          'Un décompte final suit la pose de la dernière tuile. Le joueur qui a le plus de points gagne.',
        ],
      },
    ],
  },
};

export default fr;
