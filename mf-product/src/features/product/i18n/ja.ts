export const ja = {
  loading: '宿泊施設の情報を読み込んでいます。',
  error: { title: '宿泊施設の情報を読み込めませんでした', lead: 'しばらくしてから再度お試しください。', retry: '再試行' },
  notFound: { title: '宿泊施設が見つかりません', lead: '販売が終了したか、アドレスが正しくありません。', toSearch: 'ほかの宿を探す' },
  gallery: { label: '宿泊施設の写真', count: '{{current}} / {{total}}', prev: '前の写真', next: '次の写真', photo: '写真 {{n}}/{{total}}' },
  header: { scoreLabel_one: '評価{{score}}・口コミ{{count}}件を見る', scoreLabel_other: '評価{{score}}・口コミ{{count}}件を見る', reviews_one: '口コミ{{count}}件', reviews_other: '口コミ{{count}}件', stars: '{{count}}つ星', noStars: '格付けなし', nameEn: '英語名' },
  wish: { add: 'お気に入りに追加', remove: 'お気に入りから削除', login: 'ログインが必要です。ログインページへ移動します。' },
  bar: {
    label: '宿泊条件', checkIn: 'チェックイン', checkOut: 'チェックアウト', adults: '大人', children: '子ども', rooms: '客室',
    childAge: '子ども{{n}}の年齢', age: '{{age}}歳', apply: '料金を再表示', nights_one: '{{count}}泊', nights_other: '{{count}}泊', badDates: 'チェックアウトはチェックインの翌日以降にしてください。',
  },
  price: {
    yourPrice: 'あなたの会員価格', nonMember: '一般料金',
    title: '料金', lowest_one: '{{count}}泊の最安値', lowest_other: '{{count}}泊の最安値', lowestRooms_one: '{{rooms}}室・{{count}}泊の最安値', lowestRooms_other: '{{rooms}}室・{{count}}泊の最安値', member: 'オーサム会員価格', off: '{{percent}}%オフ', cashback: '{{percent}}%キャッシュバック',
    soldOut: '選択した日程はすべて売り切れです。', none: '条件に合う客室がありません。', customer: '通常料金',
  },
  rooms: {
    failed: "客室と料金を読み込めませんでした。ほかの情報はそのままご覧いただけます。", retry: '客室を再読み込み',
    yourPrice: 'あなたの会員価格', nonMember: '一般料金',
    title: '客室を選ぶ', occupancy: '基準{{basic}}名 / 最大{{max}}名', size: '{{size}}㎡', bed: 'ベッド', view: '眺望', meal: '食事',
    perNight: '1泊 {{amount}}', total_one: '{{count}}泊の合計', total_other: '{{count}}泊の合計', totalRooms_one: '{{rooms}}室・{{count}}泊の合計', totalRooms_other: '{{rooms}}室・{{count}}泊の合計', perNightRooms: '{{rooms}}室 1泊 {{amount}}', normal: '通常', member: '会員', stock: '残り{{count}}室', stockMany: '予約可能',
    soldOut: '売り切れ', reserve: '予約する', reserveLogin: '予約するにはログインしてください。ログインページに移動します。', nightly: '日別料金', empty: '人数と日程に合う客室がありません。人数や日程を変えてみてください。',
    roomImage: '{{name}}の写真',
  },
  cancel: {
    free: '{{date}}まで無料キャンセル', none: 'キャンセル(返金)不可',
    error: '商品のキャンセル規定を取得できませんでした。しばらくしてから再度お試しください。',
  },
  compare: { title: '料金比較', ours: 'オーサムステイ最安値', note: 'ほかのサイトの料金は参考用の模擬価格です。' },
  location: { title: '所在地', nearby: '周辺スポット', coords: '緯度 {{lat}}、経度 {{lon}}', map: '宿泊施設の位置の地図' },
  facilities: { title: '設備・サービス' },
  info: { title: '施設情報', checkIn: 'チェックイン', checkOut: 'チェックアウト', phone: '電話', chain: 'チェーン', policies: 'ご利用案内', description: '紹介' },
  events: { title: '開催中のイベント', discount: '{{rate}}%オフ', stay: '宿泊期間 {{from}}~{{to}}' },
  reviews: {
    title: 'クチコミ', count: 'クチコミ{{count}}件', average: '平均 {{avg}}/5', star: '{{n}}点', histogram: '評価の分布', none: 'まだクチコミがありません。',
    more: 'クチコミをもっと見る', external: '外部評価(参考)', overall: '総合', cleanliness: '清潔さ', service: 'サービス', comfort: '快適さ', locationScore: '立地',
    value: 'コスパ', recommend: 'おすすめ {{per}}%', externalCount: '外部クチコミ{{count}}件', verified: '宿泊確認済み', starsLabel: '評価 {{n}}/5', failed: 'クチコミを読み込めませんでした。',
  },
};
