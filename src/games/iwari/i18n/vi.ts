// Vietnamese strings for Iwari (same keys, parameters and $t nestings as en.ts).
// Biomes, tents, totems, territories and tribes as the Vietnamese Board Game Arena
// help page names them; other terms in src/client/i18n/glossary/vi.md.

/** The home page's words about the game (also `info` below), loaded apart from the rest. */
export const info = {
  description:
    'Chơi tối đa ba lá bài để đặt tối đa hai lều hoặc vật tổ vào một lãnh thổ. Đa số lều được tính điểm hai lần; đa số vật tổ ở cả hai bên một kết nối và những khu định cư gồm bốn lều nối liền được tính điểm vào cuối ván.',
};

export const vi = {
  info,
  unit: {
    point_other: '{{count}} điểm',
    tent_other: '{{count}} lều',
    totem_other: '{{count}} vật tổ',
    card_other: '{{count}} lá bài',
    moreCard_other: 'thêm {{count}} lá bài',
    tentSpace_other: '{{count}} ô lều',
  },
  rank: {
    '1': 'đầu tiên',
    '2': 'thứ hai',
  },
  log: {
    setup:
      'Ván chơi cho {{players}} người trên $t(iwari:maps.{{map}}) bắt đầu. Núi che các kết nối {{mountains}}. {{first}} đi trước.',
    place:
      '{{player}} đặt $t(iwari:placed.t{{tentCount}}m{{totems}}) vào $t(iwari:biome.{{biome}}) {{number}}, trả {{cards}}.',
    placeNeutral:
      '{{player}} đi cho bộ lạc thứ ba: $t(iwari:placed.t{{tentCount}}m{{totems}}) vào $t(iwari:biome.{{biome}}) {{number}}, trả {{cards}}.',
    neutralDiscard: '{{player}} bỏ những lá bộ lạc thứ ba không dùng đến: {{cards}}.',
    neutralSkipped: 'Bộ lạc thứ ba không thể đi với {{cards}}, nên {{player}} bỏ các lá đó.',
    discard: '{{player}} bỏ một lá bài $t(iwari:biome.{{card}}) để rút lá khác.',
    drawDeck: '{{player}} rút một lá bài $t(iwari:biome.{{card}}) từ chồng bài.',
    drawDeckHidden: '{{player}} rút một lá bài từ chồng bài.',
    drawDisplay: '{{player}} lấy một lá bài $t(iwari:biome.{{card}}) từ dãy bài ngửa.',
    refill: 'Một lá bài $t(iwari:biome.{{card}}) được lật bổ sung vào dãy bài ngửa.',
    pass: '{{player}} không còn lá bài nào và không có gì để rút, nên bỏ lượt.',
    deckExhausted: 'Chồng bài đã hết ($t(iwari:exhaustion.{{times}})).',
    reshuffle: 'Chồng bài bỏ được xáo thành chồng bài mới gồm $t(iwari:unit.card, {"count": {{cards}} }).',
    endTriggered: '$t(iwari:endReason.{{reason}}) Vòng chơi được chơi nốt để mọi người có cùng số lượt.',
    halfJourney: 'Tính điểm nửa hành trình: lều trong mọi lãnh thổ.',
    finalScoring: 'Tính điểm cuối hành trình: lều, vật tổ trên các kết nối, khu định cư.',
    tentPoints:
      '{{player}} được $t(iwari:unit.point, {"count": {{points}} }) nhờ $t(iwari:unit.tent, {"count": {{tents}} }) ở $t(iwari:biome.{{biome}}) {{number}} (×{{factor}}).',
    totemPoints:
      '{{player}} được $t(iwari:unit.point, {"count": {{points}} }) nhờ chiếm đa số vật tổ ở cả hai bên kết nối {{connection}} (×{{factor}}).',
    settlementPoints:
      '{{player}} được $t(iwari:unit.point, {"count": {{points}} }) nhờ một khu định cư gồm $t(iwari:unit.tent, {"count": {{size}} }).',
    roadPoints:
      '{{player}} được $t(iwari:unit.point, {"count": {{points}} }) nhờ $t(iwari:unit.tent, {"count": {{tents}} }) trên con đường tím.',
    scoringTotal:
      '$t(iwari:scoringName.{{half}}): {{player}} được $t(iwari:unit.point, {"count": {{points}} }) (tổng {{total}}).',
    featEarned: '{{player}} giành chiến công $t(iwari:feats.{{feat}}).',
    featOnTerritory:
      '{{player}} đặt chiến công $t(iwari:feats.{{feat}}) vào lãnh thổ $t(iwari:biome.{{biome}}) {{number}}: điểm lều ở đó tăng thêm một bậc.',
    featOnConnection:
      '{{player}} đặt chiến công $t(iwari:feats.{{feat}}) lên kết nối {{connection}}: điểm vật tổ ở đó tăng thêm một bậc.',
    featDeclined: '{{player}} không đặt chiến công $t(iwari:feats.{{feat}}).',
    expedition:
      '{{player}} là người $t(iwari:rank.{{rank}}) hoàn thành chuyến thám hiểm {{card}} và được $t(iwari:unit.point, {"count": {{points}} }).',
    gameOver: 'Hành trình đã kết thúc. Người thắng: {{winners}}$t(iwari:tieBreak.{{tieBreak}})',
  },
  prompt: {
    act: 'Chơi tối đa 3 lá bài để đặt tối đa 2 quân cờ vào một lãnh thổ, hoặc bỏ một lá bài để rút lá khác.',
    discardOnly: 'Các lá bài của bạn không đặt được quân nào: hãy bỏ một lá để rút lá khác.',
    pass: 'Bạn không còn lá bài nào và không có gì để rút: hãy bỏ lượt.',
    feat: 'Đặt chiến công $t(iwari:feats.{{feat}}) của bạn, hoặc bỏ qua không đặt.',
    neutral: 'Đi cho bộ lạc thứ ba bằng các lá bài còn lại của bạn ({{cards}}); lá nào không dùng sẽ bị bỏ.',
    draw: 'Rút $t(iwari:unit.moreCard, {"count": {{left}} }) từ chồng bài hoặc dãy bài ngửa.',
    waiting: 'Đang chờ {{player}}.',
    gameOver: 'Hành trình đã kết thúc.',
  },
  counter: {
    score: 'Điểm',
    tents: 'Lều còn lại',
    totems: 'Vật tổ còn lại',
    cards: 'Bài trên tay',
  },
  counterHelp: {
    score: 'Điểm hiện có: tính điểm nửa hành trình, chuyến thám hiểm, và đến cuối ván là tính điểm cuối hành trình',
    tents: 'Số lều còn phải đặt (20 lúc bắt đầu); đặt chiếc lều cuối cùng sẽ kích hoạt kết thúc hành trình',
    totems: 'Số vật tổ còn phải đặt (8 lúc bắt đầu)',
    cards: 'Số lá bài trên tay (tối đa 3); chỉ chủ nhân mới thấy đó là lá gì',
  },
  score: {
    halfJourney: 'Nửa hành trình',
    tents: 'Lều',
    totems: 'Vật tổ',
    settlements: 'Khu định cư',
    road: 'Con đường tím',
    expeditions: 'Chuyến thám hiểm',
  },
  move: {
    place: 'Đặt quân cờ',
    placeNeutral: 'Đi cho bộ lạc thứ ba',
    discard: 'Bỏ bài và rút bài',
    draw: 'Rút bài',
    featOnTerritory: 'Đặt chiến công vào một lãnh thổ',
    featOnConnection: 'Đặt chiến công lên một kết nối',
    declineFeat: 'Không đặt chiến công',
    pass: 'Bỏ lượt',
  },
  listItem: {
    cards: {
      tundra: '$t(iwari:biome.tundra)',
      forest: '$t(iwari:biome.forest)',
      glacier: '$t(iwari:biome.glacier)',
      coast: '$t(iwari:biome.coast)',
      desert: '$t(iwari:biome.desert)',
    },
    pieces: { totem: 'một vật tổ' },
  },
  // The pieces of one placement (at most two), by tents (t) and totems (m).
  placed: {
    t1m0: 'một lều',
    t2m0: 'hai lều',
    t0m1: 'một vật tổ',
    t0m2: 'hai vật tổ',
    t1m1: 'một lều và một vật tổ',
  },
  biome: {
    tundra: 'Đài Nguyên',
    forest: 'Rừng Rậm',
    glacier: 'Băng Hà',
    coast: 'Ven Biển',
    desert: 'Sa Mạc',
  },
  feats: {
    union: 'Đoàn Kết',
    discovery: 'Khám Phá',
    honour: 'Danh Dự',
    respect: 'Tôn Trọng',
  },
  featHelp: {
    union:
      'Người chơi thứ nhất và thứ hai hoàn thành một khu định cư (4 lều nối liền) đặt chiến công này vào một lãnh thổ của khu định cư đó.',
    discovery:
      'Người chơi thứ nhất và thứ hai đặt lều vào ô trống cuối cùng của một lãnh thổ đặt chiến công này vào bất kỳ lãnh thổ nào khác.',
    honour:
      'Người chơi đầu tiên chiếm đa số vật tổ ở cả hai bên một kết nối đường bộ không bị núi che đặt chiến công này lên kết nối đó.',
    respect:
      'Người chơi đầu tiên chiếm đa số vật tổ ở cả hai bên một kết nối đường thủy không bị núi che đặt chiến công này lên kết nối đó.',
  },
  expedition: {
    E1: 'Có lều trong các lãnh thổ thuộc cả 5 loại địa hình',
    E2: 'Có một khu định cư gồm 6 lều trở lên',
    E3: 'Có một khu định cư trải dài trên 3 lãnh thổ',
    E4: 'Chiếm đa số lều (tính cả hòa) ở 3 lãnh thổ',
    E5: 'Có vật tổ ở 4 lãnh thổ khác nhau',
    E6: 'Đặt hết cả 8 vật tổ của bạn',
    E7: 'Là bộ lạc duy nhất trong một lãnh thổ mà bạn có từ 3 lều trở lên',
    E8: 'Có lều ở 2 lãnh thổ được nối với nhau bằng một kết nối đường thủy',
  },
  maps: {
    standinA: 'bản đồ thay thế',
    floatingLands: 'Vùng Đất Trôi Nổi (bản thay thế)',
    glacialMass: 'Khối Băng (bản thay thế)',
    longRoad: 'Con Đường Dài (bản thay thế)',
  },
  exhaustion: {
    '1': 'lần thứ nhất: nửa hành trình',
    '2': 'lần thứ hai: cuối hành trình',
  },
  endReason: {
    deck: 'Chồng bài đã hết lần thứ hai: hành trình sắp kết thúc.',
    tents: 'Một người chơi đã đặt chiếc lều cuối cùng: hành trình sắp kết thúc.',
  },
  scoringName: {
    true: 'Nửa hành trình',
    false: 'Cuối hành trình',
  },
  tieBreak: {
    true: ' (hòa điểm: ai còn nhiều lều và vật tổ chưa dùng nhất sẽ thắng).',
    false: '.',
  },
  option: {
    map: {
      label: 'Bản đồ',
      help: 'Ở đây không có các bản đồ in trong hộp: mỗi bản đồ là một bản thay thế với cùng kiểu lãnh thổ, lối đi và kết nối. Ba bản đồ đặc biệt có thêm luật riêng của chúng.',
      choice: {
        standinA: 'Bản đồ thay thế',
        floatingLands: 'Vùng Đất Trôi Nổi (bản thay thế)',
        glacialMass: 'Khối Băng (bản thay thế)',
        longRoad: 'Con Đường Dài (bản thay thế)',
      },
    },
    feats: {
      label: 'Chiến công',
      help: 'Những người chơi đầu tiên xây được khu định cư, lấp đầy một lãnh thổ hoặc chiếm đa số vật tổ trên một kết nối đường bộ hay đường thủy sẽ đặt một chiến công, giúp điểm của một lãnh thổ hoặc kết nối tăng thêm một bậc.',
    },
    expeditions: {
      label: 'Thẻ chuyến thám hiểm (bộ thay thế)',
      help: 'Ba nhiệm vụ được lật ra; người chơi thứ nhất và thứ hai hoàn thành mỗi nhiệm vụ được ghi điểm của nó ngay lập tức. Các nhiệm vụ này do chúng tôi đặt ra, không phải các thẻ in trong hộp.',
    },
    floatingTotems: {
      label: 'Vùng Đất Trôi Nổi: không đặt vật tổ ở Đài Nguyên',
      help: 'Trên Vùng Đất Trôi Nổi, không được đặt vật tổ vào các lãnh thổ Đài Nguyên, như trong sách luật bản Deluxe. Các bản đồ khác bỏ qua tùy chọn này.',
    },
  },
  rules: {
    goal: 'Định cư trên vùng đất bằng lều và vật tổ: chiếm đa số lều khi các lãnh thổ được tính điểm (hai lần), đa số vật tổ ở cả hai bên các kết nối và những chuỗi lều dài vào cuối ván. Bản đồ và thẻ chuyến thám hiểm ở đây là bản thay thế, không phải bản in trong hộp.',
    sections: [
      {
        title: 'Một lượt: quy tắc 3–2–1',
        points: [
          'Chơi tối đa 3 lá bài để đặt tối đa 2 quân cờ vào 1 lãnh thổ. Mỗi quân cờ tốn một lá bài cùng loại địa hình với lãnh thổ, hoặc hai lá bài giống nhau thuộc bất kỳ loại nào (một cặp thay thế).',
          'Một lãnh thổ chưa được khám phá (chưa có quân cờ nào) chỉ nhận đúng một lều trong lượt đó.',
          'Lều được đặt vào một ô lều còn trống; vật tổ được đặt vào vòng vật tổ của lãnh thổ. Số vật tổ ở đó không bao giờ được vượt quá số lều lớn nhất mà một bộ lạc có ở đó (lều được đặt trước, nên lều của bạn có thể mở chỗ cho vật tổ của bạn).',
          'Sau đó rút lại cho đủ 3 lá, từng lá một, từ chồng bài hoặc từ dãy 4 lá bài ngửa (được bổ sung ngay). Thay vì đặt quân, bạn có thể bỏ một lá bài và rút một lá.',
        ],
      },
      {
        title: 'Hai người chơi: bộ lạc thứ ba',
        points: [
          'Nếu bạn chỉ dùng 1 hoặc 2 lá bài cho mình, các lá còn lại phải được dùng cho một nước đi thông thường của bộ lạc thứ ba trung lập (ở bất kỳ lãnh thổ nào); lá nào nó không dùng được sẽ bị bỏ. Sau đó bạn rút lại cho đủ 3 lá.',
          'Bộ lạc thứ ba được tính trong mọi phép so đa số và trong giới hạn vật tổ, nhưng không ghi điểm.',
        ],
      },
      {
        title: 'Tính điểm',
        points: [
          'Nửa hành trình (chồng bài hết lần đầu tiên): tính lều trong mọi lãnh thổ. Bộ lạc có nhiều lều nhất được điểm bằng tổng số lều ở đó; mỗi bộ lạc khác được điểm bằng số lều của bộ lạc xếp ngay trên mình; các bộ lạc hòa nhau được điểm như nhau. Chồng bài bỏ trở thành chồng bài mới.',
          'Cuối hành trình đến khi chồng bài hết lần nữa hoặc một người chơi đặt chiếc lều cuối cùng; vòng chơi hiện tại được chơi nốt để mọi người có cùng số lượt.',
          'Tính điểm cuối hành trình: tính lều lần nữa; với mỗi kết nối không bị núi che, theo thứ tự số, mỗi bộ lạc chiếm đa số vật tổ (tính cả hòa) ở cả hai bên được 1 điểm cho mỗi vật tổ ở cả hai bên; mỗi khu định cư gồm từ 4 lều nối liền trở lên của cùng một bộ lạc được 1 điểm mỗi lều.',
          'Ai nhiều điểm nhất sẽ thắng; nếu hòa, ai còn nhiều lều và vật tổ chưa dùng nhất sẽ thắng.',
        ],
      },
      {
        title: 'Tùy chọn và bản thay thế',
        points: [
          'Chiến công: Đoàn Kết, Khám Phá, Danh Dự và Tôn Trọng tăng hệ số tính điểm của lãnh thổ hoặc kết nối nơi chúng được đặt thêm một bậc.',
          'Thẻ chuyến thám hiểm: ba nhiệm vụ; người thứ nhất và thứ hai hoàn thành mỗi nhiệm vụ được ghi điểm của nó ngay lập tức. Bộ thẻ này do chúng tôi đặt ra.',
          'Không có bản đồ Iwari in nào ở đây: các bản đồ được tạo mới với cùng cấu trúc; các bản đồ đặc biệt (Vùng Đất Trôi Nổi, Khối Băng, Con Đường Dài) chỉ giữ lại luật riêng của chúng.',
        ],
      },
    ],
  },
  // The rules page's word on the map (boards/iwari/PrintedValues.tsx).
  values: {
    printedMap:
      'Các bàn mới trên bản đồ cơ bản chơi trên bản đồ in “{{name}}” ({{territories}} lãnh thổ) trong {{file}}, do người vận hành trang nhập vào.',
    standInMap: 'Trang này không có bản đồ in: bản đồ cơ bản là bản đồ thay thế A, do chúng tôi tự tạo.',
    mountains: 'Loại núi được đặt theo số người chơi',
    mountainRow: '{{players}} người chơi: loại {{kinds}}',
    printedMark: '(bản in)',
    standInMark: '(thay thế)',
  },
  board: {
    mapTitle: 'Bản đồ ({{map}}): lãnh thổ, ô lều và kết nối',
    standIn: 'Bản đồ thay thế: không phải bàn cờ in trong hộp.',
    printedMap: 'Bản đồ in “{{name}}”, do người vận hành trang nhập vào.',
    inspectHint: 'Trỏ vào hoặc chọn một lãnh thổ hay số của một kết nối để xem đa số ở đó và số điểm nó cho lúc này.',
    neutral: 'bộ lạc thứ ba (xám)',
    seat: 'Ghế {{seat}}',
    none: 'không có',
    territoryHead:
      '$t(iwari:biome.{{biome}}) {{number}}: còn trống {{free}} trên $t(iwari:unit.tentSpace, {"count": {{spaces}} }).',
    tentsHere: 'Lều: {{list}}.',
    totemsHere: 'Vật tổ: {{list}} (tối đa {{cap}}).',
    featsHere: 'Chiến công: {{feats}} (×{{factor}}).',
    scoresNobody: 'Nếu tính điểm lều lúc này: không ai được điểm.',
    scoresNow: 'Nếu tính điểm lều lúc này: {{list}}.',
    noMajority: 'không ai',
    landConnection:
      'Kết nối {{n}} (đường bộ) giữa $t(iwari:biome.{{aBiome}}) {{aNumber}} và $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    waterConnection:
      'Kết nối {{n}} (đường thủy) giữa $t(iwari:biome.{{aBiome}}) {{aNumber}} và $t(iwari:biome.{{bBiome}}) {{bNumber}}.',
    majorityIn: 'Đa số vật tổ ở $t(iwari:biome.{{biome}}) {{number}}: {{list}}.',
    underMountain: 'Bị núi che: không bao giờ được tính điểm.',
    connectionNobody: 'Nếu tính điểm lúc này: không ai chiếm được cả hai bên.',
    connectionScores: 'Nếu tính điểm lúc này: {{list}}.',
    hand: 'Bài trên tay',
    handOf: 'Bài trên tay của {{player}}',
    discard: 'Bỏ lá {{card}} và rút bài',
    noCards: 'Không có lá bài nào.',
    cards: 'Chồng bài và dãy bài ngửa',
    drawDeck_other: 'Rút từ chồng bài ({{count}} lá)',
    deck_other: 'Chồng bài: {{count}} lá',
    exhausted0: 'Nửa hành trình khi chồng bài hết.',
    exhausted1: 'Đã tính điểm nửa hành trình; ván chơi kết thúc khi chồng bài hết lần nữa.',
    exhausted2: 'Chồng bài đã dùng hết.',
    display: 'Dãy bài ngửa',
    takeCard: 'Lấy lá {{card}} từ dãy bài ngửa',
    displayEmpty: 'Dãy bài ngửa đã trống.',
    discardPile: 'Chồng bài bỏ:',
    placing: 'Đặt quân cờ',
    neutralMove: 'Đi cho bộ lạc thứ ba',
    pick: 'Chọn tối đa hai quân cờ đang sáng trong một lãnh thổ: ô lều, hoặc vòng vật tổ của lãnh thổ đó.',
    pickNeutral:
      'Chọn tối đa hai quân cờ cho bộ lạc thứ ba trong một lãnh thổ (đang sáng), rồi chọn cách trả bằng các lá bài còn lại của bạn.',
    picked:
      'Ở $t(iwari:biome.{{biome}}) {{number}}: $t(iwari:unit.tent, {"count": {{tentCount}} }), $t(iwari:unit.totem, {"count": {{totems}} }).',
    pickMore: 'Không thể trả riêng cho những quân cờ này: hãy chọn thêm một quân.',
    pay: 'Trả',
    clear: 'Xóa chọn',
    placeFeat: 'Đặt {{feat}}',
    connectionNo: 'kết nối {{n}}',
    territoryName: '$t(iwari:biome.{{biome}}) {{number}}',
    feats: 'Chiến công',
    notEarned: 'chưa có ai giành',
    expeditions: 'Chuyến thám hiểm',
    scoreTrack: 'Bảng điểm',
    scorings: 'Các lần tính điểm',
    stepTerritory: 'Lãnh thổ $t(iwari:biome.{{biome}}) {{number}} (×{{factor}}):',
    stepTents: 'lều {{tents}}; điểm {{points}}.',
    stepConnection: 'Kết nối {{n}} (×{{factor}}):',
    stepTotems: 'vật tổ {{a}} | {{b}}; điểm {{points}}.',
    stepSettlement: 'Khu định cư của {{player}}, $t(iwari:unit.tent, {"count": {{size}} }):',
    stepTentsIn: '$t(iwari:unit.tent, {"count": {{tents}} }) ở $t(iwari:biome.{{biome}}) {{number}}',
    stepRoad: 'Con đường tím:',
    stepTotal: 'Tổng điểm lần tính này:',
    previous: 'Trước',
    next: 'Tiếp',
    spaceTarget: 'Ô lều {{space}} ở $t(iwari:biome.{{biome}}) {{number}}: chọn ô này',
    spaceSelected: 'Ô lều {{space}} ở $t(iwari:biome.{{biome}}) {{number}}: đã chọn (kích hoạt lần nữa để bỏ chọn)',
    totemTarget: 'Vòng vật tổ của $t(iwari:biome.{{biome}}) {{number}}: chọn một vật tổ',
    totemSelected:
      'Vòng vật tổ của $t(iwari:biome.{{biome}}) {{number}}: đã chọn vật tổ (kích hoạt lần nữa để bỏ chọn)',
  },
  mapZoom: {
    title: 'Kích thước bản đồ',
    in: 'Phóng to',
    out: 'Thu nhỏ',
    scrollHint: 'Đang phóng to: cuộn hoặc kéo bản đồ để xem toàn bộ.',
  },
};

export default vi;
