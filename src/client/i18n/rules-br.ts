import type { RulesSummary } from './rules-en';

// Breton rules summaries, translated from rulesEn; the terms are those of glossary/br.md.
export const rules: Record<string, RulesSummary> = {
  caylus: {
    goal: "Sevel ar c'hastell hag ar gêr en-dro dezhañ, hag echuiñ gant ar muiañ a boentoù brud.",
    sections: [
      {
        title: 'Un dro',
        points: [
          "Leve: 2 ziner, ouzhpenn ar pezh a zegas hoc'h annezioù hag un nebeud savadurioù.",
          "Lakaat micherourien: an eil war-lerc'h egile, lakait ur micherour war ur savadur dieub a-hed an hent pe er c'hastell, en ur baeañ koust al lakaat (an niver dieub izelañ war ar pont). An hini a dremen a gemer al lec'h war-lerc'h war ar pont; an hini kentañ o tremen a c'hounez un diner.",
          "Savadurioù dibar: Porzh-kêr, Kontoar, Breuriezh ar Varc'hadourien, Tachenn an Tournamant, Marchosi hag Ostaleri a ya en-dro da gentañ.",
          "Ar profost: ar c'hoarierien a c'hall paeañ evit e zilec'hiañ; ar savadurioù en tu all dezhañ ne vezont ket gweredekaet.",
          "Gweredekaat: ar savadurioù betek ar profost a ya en-dro en urzh an hent; implijout savadur ur c'hoarier all a ro 1 poent d'e berc'henn.",
          "Ar c'hastell: roit strolladoù (boued, koad, maen) evit sevel an Dunjon, ar Mogerioù pe an Tourioù ha gounit poentoù; ar gwellañ saver a c'hounez ur faver roueel, ar re na savont netra a goll poentoù.",
          "Fin an dro: ar beli a ya war-raok; al lodenn o vezañ savet a vez jedet pa dremen ar beli he merk.",
        ],
      },
      {
        title: "Daou c'hoarier",
        points: ["Pa vo tremenet ar c'hoarier all, pep micherour a goust 3 diner."],
      },
      {
        title: 'Fin',
        points: ["Goude jediñ an Tourioù, ar c'huboù, an aour hag an dinerioù a chom a dalvez un nebeud poentoù ouzhpenn. Ar muiañ a boentoù a c'hounez."],
      },
    ],
  },
  tikal: {
    goal: 'Ergerzhit ar jungl, mestroniit templioù ha dastumit teñzorioù evit gounit ar muiañ a boentoù.',
    sections: [
      {
        title: 'Un dro',
        points: [
          "Tennit ha lakait un deolenn jungl e-kichen an takad ergerzhet, en ur virout al liamm etre an hentoù.",
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
  troyes: {
    goal: "Gounezit ar muiañ a boentoù brud en un adsevel ar gêr hag hec'h iliz-veur, heñchet gant un dudenn guzh.",
    sections: [
      {
        title: 'Un dro',
        points: [
          "Leve ha koustoù: tennit keodediz d'ar c'harterioù, paeit ar goproù, taolit diñsoù an tri liv (ruz an arme, gwenn an iliz, melen ar gêr).",
          "Darvoudoù: darvoudoù nevez a erru; ret eo stourm ouzh an darvoudoù ruz gant diñsoù an arme.",
          "Oberoù: an eil war-lerc'h egile, kemerit un diñs pe meur a hini eus an hevelep liv en ur c'harter evit gweredekaat ur gartenn obererezh; kemer diñsoù ur c'hoarier all a goust dinerioù.",
          "Levezon: dispignit levezon evit sevel an iliz-veur, stourm ouzh darvoudoù pe kemmañ diñsoù.",
        ],
      },
      {
        title: 'Fin',
        points: ["Goude c'hwec'h tro e vez jedet poentoù an iliz-veur, an darvoudoù, ar c'hartennoù hag ho tudenn guzh. Ar muiañ a boentoù a c'hounez."],
      },
    ],
  },
  iwari: {
    goal: "Annezit ar vro gant teltennoù ha totemoù: dalc'hit ar muianiver teltennoù pa vez jedet an tiriadoù (div wech), ar muianiver totemoù a bep tu d'al liammoù ha chadennoù hir a deltennoù en dibenn.",
    sections: [
      {
        title: 'Un dro: reolenn 3–2–1',
        points: [
          "C'hoarit betek 3 c'hartenn evit lakaat betek 2 bezh en 1 tiriad. Pep pezh a goust ur gartenn eus biom an tiriad, pe ur c'houblad kartennoù heñvel eus ne vern pe viom.",
          "En un tiriad n'eo ket ergerzhet (pezh ebet ennañ) e vez lakaet just un deltenn en dro-se.",
          "E nep tiriad ne c'hall an totemoù bezañ niverusoc'h eget an niver brasañ a deltennoù en deus ur meuriad hepken eno.",
          "Goude-se tennit kartennoù betek kaout 3 adarre, eus ar bern pe eus an diskouezadeg 4 c'hartenn. E-lec'h lakaat pezhioù e c'hallit distaoliñ ur gartenn ha tennañ unan.",
          "Daou c'hoarier: ar c'hartennoù a chom goude bezañ implijet 1 pe 2 hepken a rank ober un taol reizh evit an trede meuriad neptu.",
        ],
      },
      {
        title: 'Jedadenn',
        points: [
          "Hanter-veaj (ar bern echu evit ar wech kentañ): an teltennoù hepken. E pep tiriad, ar meuriad gant ar muiañ a deltennoù a c'hounez kement a boentoù hag a deltennoù a zo eno en holl; pep meuriad all a c'hounez niver teltennoù ar meuriad a zo just a-us dezhañ.",
          "An dibenn a zeu pa vez echu ar bern adarre pe pa n'en deus ken ur c'hoarier teltenn ebet; echuet e vez an dro evit ma vo bet kement a droioù gant an holl.",
          "Jedadenn diwezhañ: an teltennoù adarre; war pep liamm n'eo ket dindan ur menez, ur meuriad gant ar muianiver totemoù a bep tu a c'hounez 1 poent dre dotem a bep tu; pep kêriadenn a 4 zeltenn liammet pe muioc'h a ro 1 poent dre deltenn.",
          "Ar muiañ a boentoù a c'hounez; ma vez kevatal, ar muiañ a deltennoù hag a dotemoù n'int ket bet implijet.",
        ],
      },
    ],
  },
};
