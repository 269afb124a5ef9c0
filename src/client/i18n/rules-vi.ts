// Vietnamese rules summaries (same games and structure as rulesEn). Terms: glossary/vi.md.
import type { RulesSummary } from './rules-en';

export const rules: Record<string, RulesSummary> = {
  caylus: {
    goal: 'Xây dựng lâu đài và thị trấn quanh nó, và kết thúc ván chơi với nhiều điểm uy tín nhất.',
    sections: [
      {
        title: 'Một vòng chơi',
        points: [
          'Thu nhập: 2 denier, cộng thêm phần thu từ nhà ở của bạn và một số công trình.',
          'Đặt công nhân: lần lượt theo thứ tự, đặt một công nhân vào một công trình còn trống dọc con đường hoặc vào lâu đài, trả phí đặt (số nhỏ nhất còn trống trên cây cầu). Bỏ lượt thì lấy ô kế tiếp trên cây cầu; người bỏ lượt đầu tiên được 1 denier.',
          'Các công trình đặc biệt hoạt động trước: cổng thành, trạm giao thương, phường hội thương nhân, sân đấu thương, chuồng ngựa và quán trọ.',
          'Quan giám sát: người chơi có thể trả tiền để di chuyển ông ta; các công trình nằm sau ông ta không được kích hoạt.',
          'Kích hoạt: các công trình tính đến chỗ quan giám sát hoạt động theo thứ tự trên con đường; dùng công trình của người chơi khác thì chủ công trình được 1 điểm.',
          'Lâu đài: nộp các lô hàng (thực phẩm, gỗ, đá) để xây tháp chính, tường thành hoặc tháp canh và ghi điểm; người xây nhiều nhất nhận một ân huệ hoàng gia, ai không xây gì bị mất điểm.',
          'Cuối vòng: quan quản hạt tiến lên; phần lâu đài đang xây được tính điểm khi ông ta vượt qua mốc của phần đó.',
        ],
      },
      {
        title: 'Hai người chơi',
        points: ['Khi người chơi kia đã bỏ lượt, mỗi công nhân tốn 3 denier.'],
      },
      {
        title: 'Kết thúc',
        points: ['Sau khi tính điểm tháp canh, các khối tài nguyên, vàng và denier còn lại được đổi thêm vài điểm. Ai nhiều điểm nhất sẽ thắng.'],
      },
    ],
  },
  tikal: {
    goal: 'Khám phá rừng rậm, kiểm soát các ngôi đền và thu thập kho báu để ghi nhiều điểm nhất.',
    sections: [
      {
        title: 'Một lượt',
        points: [
          'Rút và đặt một mảnh rừng cạnh vùng đã khám phá, giữ cho các lối đi nối liền nhau.',
          'Dùng 10 điểm hành động: đưa nhà thám hiểm vào, đi theo lối đi (viên đá tốn thêm điểm), khai quật thêm tầng đền, đào tìm kho báu, dựng trại hoặc canh giữ một ngôi đền.',
        ],
      },
      {
        title: 'Tính điểm',
        points: [
          'Khi rút được mảnh núi lửa, lần lượt từng người chơi tính điểm: mỗi ngôi đền nơi họ có nhiều nhà thám hiểm nhất cho số điểm bằng giá trị của đền; kho báu tính điểm theo bộ.',
          'Một lần tính điểm cuối diễn ra khi mảnh cuối cùng được đặt. Ai nhiều điểm nhất sẽ thắng.',
        ],
      },
    ],
  },
  troyes: {
    goal: 'Giành nhiều điểm chiến thắng nhất bằng cách tái thiết thành phố và nhà thờ lớn, theo chỉ dẫn của một nhân vật bí mật.',
    sections: [
      {
        title: 'Một vòng chơi',
        points: [
          'Thu nhập và chi phí: đưa cư dân vào các khu phố, trả lương, tung xúc xắc của ba màu (quân sự đỏ, tôn giáo trắng, dân sự vàng).',
          'Sự kiện: các sự kiện mới xuất hiện; sự kiện đỏ phải được đẩy lùi bằng xúc xắc quân sự.',
          'Hành động: lần lượt theo thứ tự, lấy một hoặc nhiều xúc xắc cùng màu từ một khu phố để kích hoạt một thẻ hoạt động; lấy xúc xắc của người chơi khác thì tốn denier.',
          'Ảnh hưởng: tiêu ảnh hưởng để xây nhà thờ lớn, chống lại sự kiện hoặc điều chỉnh xúc xắc.',
        ],
      },
      {
        title: 'Kết thúc',
        points: ['Sau sáu vòng, tính điểm từ nhà thờ lớn, sự kiện, thẻ và nhân vật bí mật của bạn. Ai nhiều điểm nhất sẽ thắng.'],
      },
    ],
  },
  iwari: {
    goal: 'Định cư trên vùng đất bằng lều và vật tổ: chiếm đa số lều khi các lãnh thổ được tính điểm (hai lần), đa số vật tổ ở cả hai bên các kết nối và những chuỗi lều dài vào cuối ván.',
    sections: [
      {
        title: 'Một lượt: quy tắc 3–2–1',
        points: [
          'Chơi tối đa 3 lá bài để đặt tối đa 2 quân cờ vào 1 lãnh thổ. Mỗi quân cờ tốn một lá bài cùng loại địa hình với lãnh thổ, hoặc một cặp lá bài giống nhau thuộc bất kỳ loại nào.',
          'Một lãnh thổ chưa được khám phá (chưa có quân cờ nào) chỉ nhận đúng một lều trong lượt đó.',
          'Số vật tổ trong một lãnh thổ không bao giờ được vượt quá số lều lớn nhất mà một bộ lạc có ở đó.',
          'Sau đó rút lại cho đủ 3 lá từ chồng bài hoặc từ dãy 4 lá bài ngửa. Thay vì đặt quân, bạn có thể bỏ một lá bài và rút một lá.',
          'Hai người chơi: các lá bài còn lại khi chỉ dùng 1 hoặc 2 lá phải được dùng cho một nước đi thông thường của bộ lạc thứ ba trung lập.',
        ],
      },
      {
        title: 'Tính điểm',
        points: [
          'Nửa hành trình (chồng bài hết lần đầu tiên): chỉ tính lều. Trong mỗi lãnh thổ, bộ lạc có nhiều lều nhất được điểm bằng tổng số lều ở đó; mỗi bộ lạc khác được điểm bằng số lều của bộ lạc xếp ngay trên mình.',
          'Ván chơi kết thúc khi chồng bài hết lần nữa hoặc một người chơi hết lều; vòng chơi hiện tại được chơi nốt để mọi người có cùng số lượt.',
          'Tính điểm cuối hành trình: tính lều lần nữa; ở mỗi kết nối không bị núi che, bộ lạc chiếm đa số vật tổ ở cả hai bên được 1 điểm cho mỗi vật tổ ở cả hai bên; mỗi khu định cư gồm 4 lều nối liền trở lên được 1 điểm mỗi lều.',
          'Ai nhiều điểm nhất sẽ thắng; nếu hòa, ai còn nhiều lều và vật tổ chưa dùng nhất sẽ thắng.',
        ],
      },
    ],
  },
};
