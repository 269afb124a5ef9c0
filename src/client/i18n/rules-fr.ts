import type { RulesSummary } from './rules-en';

// Résumés des règles en français (traduits de rulesEn) ; termes : glossary/fr.md.
export const rules: Record<string, RulesSummary> = {
  caylus: {
    goal: 'Bâtir le château et la ville à ses pieds, et finir avec le plus de points de prestige.',
    sections: [
      {
        title: 'Un tour',
        points: [
          'Revenus : 2 deniers, plus ce que rapportent vos résidences et certains bâtiments.',
          'Placement des ouvriers : à tour de rôle, placez un ouvrier sur un bâtiment libre le long de la route ou au château, en payant le coût de placement (le plus petit nombre libre sur le pont). Passer fait prendre la case suivante du pont ; le premier à passer gagne un denier.',
          'Bâtiments spéciaux : la porte, le comptoir, la guilde des marchands, le champ de joute, les écuries et l’auberge agissent en premier.',
          'Le prévôt : les joueurs peuvent payer pour le déplacer ; les bâtiments situés au-delà ne sont pas activés.',
          'Activation : les bâtiments jusqu’au prévôt agissent dans l’ordre de la route ; utiliser le bâtiment d’un autre joueur rapporte 1 point à son propriétaire.',
          'Le château : livrez des lots (nourriture, bois, pierre) pour bâtir le donjon, les murailles ou les tours et marquer des points ; le meilleur bâtisseur gagne une faveur royale, ceux qui ne bâtissent rien perdent des points.',
          'Fin du tour : le bailli avance ; la section en construction est décomptée quand il dépasse sa marque.',
        ],
      },
      {
        title: 'À deux joueurs',
        points: ['Dès que l’autre joueur a passé, chaque ouvrier coûte 3 deniers.'],
      },
      {
        title: 'Fin',
        points: ['Une fois les Tours décomptées, les cubes, l’or et les deniers restants rapportent encore quelques points. Le joueur qui a le plus de points gagne.'],
      },
    ],
  },
  tikal: {
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
  troyes: {
    goal: 'Gagner le plus de points de victoire en rebâtissant la ville et sa cathédrale, guidé par un personnage secret.',
    sections: [
      {
        title: 'Une manche',
        points: [
          'Revenus et entretien : faites entrer des habitants dans les quartiers de la ville, payez les salaires, lancez les dés des trois couleurs (rouge militaire, blanc religieux, jaune civil).',
          'Événements : de nouveaux événements arrivent ; les événements rouges doivent être repoussés avec des dés militaires.',
          'Actions : à tour de rôle, prenez un ou plusieurs dés d’une même couleur dans un quartier pour activer une carte Activité ; prendre les dés d’un autre joueur coûte des deniers.',
          'Influence : dépensez de l’influence pour bâtir la cathédrale, combattre les événements ou modifier des dés.',
        ],
      },
      {
        title: 'Fin',
        points: ['Après six manches, on compte les points de la cathédrale, des événements, des cartes et de votre personnage secret. Le joueur qui a le plus de points gagne.'],
      },
    ],
  },
  iwari: {
    goal: 'Peupler les terres de tentes et de totems : avoir la majorité de tentes quand les territoires sont décomptés (deux fois), la majorité de totems des deux côtés des connexions et de longues chaînes de tentes à la fin.',
    sections: [
      {
        title: 'Un tour : la règle 3-2-1',
        points: [
          'Jouez jusqu’à 3 cartes pour placer jusqu’à 2 pièces dans 1 territoire. Chaque pièce coûte une carte du biome du territoire, ou une paire de cartes identiques de n’importe quel biome.',
          'Un territoire inexploré (sans aucune pièce) reçoit exactement une tente ce tour-là.',
          'Les totems d’un territoire ne peuvent jamais dépasser le plus grand nombre de tentes qu’une seule tribu y possède.',
          'Reprenez ensuite 3 cartes en main, depuis la pioche ou le présentoir de 4 cartes. Au lieu de placer, vous pouvez défausser une carte et en piocher une.',
          'À deux joueurs : les cartes restantes après n’en avoir utilisé que 1 ou 2 doivent servir à un mouvement régulier de la troisième tribu, neutre.',
        ],
      },
      {
        title: 'Décompte',
        points: [
          'Mi-parcours (la pioche s’épuise la première fois) : les tentes seulement. Dans chaque territoire, la tribu qui a le plus de tentes marque toutes les tentes présentes ; chaque autre tribu marque le nombre de tentes de la tribu juste au-dessus d’elle.',
          'La fin arrive quand la pioche s’épuise de nouveau ou qu’un joueur n’a plus de tentes ; on termine le tour de table pour que chacun ait joué autant de tours.',
          'Décompte final : de nouveau les tentes ; sur chaque connexion qui n’est pas sous une montagne, une tribu qui a la majorité de totems des deux côtés marque 1 point par totem des deux côtés ; chaque campement de 4 tentes reliées ou plus rapporte 1 point par tente.',
          'Le joueur qui a le plus de points gagne ; en cas d’égalité, celui à qui il reste le plus de tentes et de totems.',
        ],
      },
    ],
  },
};
