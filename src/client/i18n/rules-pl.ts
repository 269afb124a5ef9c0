// Polish rules summaries (same games and structure as rulesEn). Terms: glossary/pl.md.
import type { RulesSummary } from './rules-en';

export const rules: Record<string, RulesSummary> = {
  caylus: {
    goal: 'Zbuduj zamek i miasto wokół niego, a na koniec miej najwięcej punktów prestiżu.',
    sections: [
      {
        title: 'Przebieg tury',
        points: [
          'Dochód: 2 denary oraz to, co przynoszą twoje rezydencje i niektóre budynki.',
          'Rozmieszczanie robotników: po kolei każdy stawia jednego robotnika na wolnym budynku przy drodze albo w zamku i płaci koszt wystawienia (najniższą wolną liczbę na moście). Kto pasuje, zajmuje kolejne pole mostu; pierwszy pasujący gracz dostaje denara.',
          'Budynki specjalne: brama, faktoria, gildia kupców, pole turniejowe, stajnie i gospoda działają jako pierwsze.',
          'Burmistrz: gracze mogą zapłacić, by go przesunąć; budynki za nim nie są aktywowane.',
          'Aktywacja: budynki aż do burmistrza działają po kolei wzdłuż drogi; skorzystanie z budynku innego gracza daje jego właścicielowi 1 punkt.',
          'Zamek: dostarczaj zestawy (jedzenie, drewno, kamień), by budować loch, mury lub wieże za punkty; najlepszy budowniczy dostaje łaskę królewską, a kto nic nie zbuduje, traci punkty.',
          'Koniec tury: zarządca idzie naprzód; budowana część zamku jest podliczana, gdy minie on jej znacznik.',
        ],
      },
      {
        title: 'Gra dwuosobowa',
        points: ['Gdy drugi gracz już spasował, każdy robotnik kosztuje 3 denary.'],
      },
      {
        title: 'Koniec gry',
        points: ['Po podliczeniu wież pozostałe kostki, złoto i denary dają jeszcze kilka punktów. Wygrywa gracz z największą liczbą punktów.'],
      },
    ],
  },
  tikal: {
    goal: 'Badaj dżunglę, przejmuj świątynie i zbieraj skarby, by zdobyć najwięcej punktów.',
    sections: [
      {
        title: 'Przebieg tury',
        points: [
          'Dobierz płytkę terenu i połóż ją obok zbadanego obszaru tak, by ścieżki się łączyły.',
          'Wydaj 10 punktów akcji: wprowadzaj poszukiwaczy, chodź ścieżkami (kamienie kosztują dodatkowo), odsłaniaj poziomy świątyń, wykopuj skarby, zakładaj obóz albo stawiaj strażnika świątyni.',
        ],
      },
      {
        title: 'Punktacja',
        points: [
          'Gdy zostanie dobrana płytka wulkanu, wszyscy gracze po kolei punktują: każda świątynia, w której ktoś ma najwięcej poszukiwaczy, daje mu punkty równe swojemu poziomowi; skarby punktują w kompletach.',
          'Po położeniu ostatniej płytki następuje punktacja końcowa. Wygrywa gracz z największą liczbą punktów.',
        ],
      },
    ],
  },
  troyes: {
    goal: 'Zdobądź najwięcej punktów zwycięstwa, odbudowując miasto i jego katedrę pod przewodnictwem tajnej postaci.',
    sections: [
      {
        title: 'Przebieg rundy',
        points: [
          'Przychód i płace: sprowadź obywateli do dzielnic miasta, wypłać wynagrodzenie, rzuć kośćmi trzech kolorów (wojsko – czerwone, duchowieństwo – białe, administracja – żółte).',
          'Wydarzenia: pojawiają się nowe wydarzenia; czerwone wydarzenia trzeba odeprzeć kośćmi wojskowymi.',
          'Akcje: po kolei weź jedną lub więcej kości tego samego koloru z jednej dzielnicy, by aktywować kartę działania; kości innego gracza kosztują denary.',
          'Wpływ: wydawaj punkty wpływu, by budować katedrę, walczyć z wydarzeniami lub zmieniać kości.',
        ],
      },
      {
        title: 'Koniec gry',
        points: ['Po sześciu rundach liczy się punkty za katedrę, wydarzenia, karty i tajną postać. Wygrywa gracz z największą liczbą punktów.'],
      },
    ],
  },
  iwari: {
    goal: 'Zasiedlaj krainę namiotami i totemami: miej przewagę namiotów, gdy terytoria są punktowane (dwa razy), przewagę totemów po obu stronach połączeń i długie łańcuchy namiotów na koniec gry.',
    sections: [
      {
        title: 'Tura: zasada 3–2–1',
        points: [
          'Zagraj do 3 kart, by postawić do 2 elementów w 1 terytorium. Każdy element kosztuje jedną kartę biomu tego terytorium albo parę jednakowych kart dowolnego biomu.',
          'W niezbadanym terytorium (bez żadnego elementu) można w tej turze postawić dokładnie jeden namiot.',
          'Totemów w terytorium nigdy nie może być więcej niż namiotów najliczniejszego tam plemienia.',
          'Następnie dobierz karty do 3 z talii lub z 4-kartowej oferty. Zamiast stawiać elementy, możesz odrzucić jedną kartę i dobrać jedną.',
          'Gra dwuosobowa: karty, które zostaną po użyciu tylko 1 lub 2 kart, muszą posłużyć do zwykłego ruchu neutralnego trzeciego plemienia.',
        ],
      },
      {
        title: 'Punktacja',
        points: [
          'Półmetek wędrówki (talia kończy się po raz pierwszy): tylko namioty. W każdym terytorium plemię z największą liczbą namiotów dostaje punkty za wszystkie tamtejsze namioty; każde inne plemię dostaje tyle, ile namiotów ma plemię tuż przed nim.',
          'Koniec nadchodzi, gdy talia skończy się ponownie albo gdy któryś gracz nie ma już namiotów; kolejka zostaje dokończona, żeby każdy miał tyle samo tur.',
          'Punktacja końcowa: znowu namioty; przy każdym połączeniu, które nie leży pod górą, plemię z przewagą totemów po obu stronach dostaje 1 punkt za każdy totem po obu stronach; każda osada z co najmniej 4 połączonych namiotów daje 1 punkt za namiot.',
          'Wygrywa gracz z największą liczbą punktów; przy remisie ten, kto ma najwięcej niewykorzystanych namiotów i totemów.',
        ],
      },
    ],
  },
};
