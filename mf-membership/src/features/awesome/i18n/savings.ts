// "What you would have saved" on the subscribe page ('membershipSavings' namespace), in ko, en and ja.
import { addBundle } from '@stay/shared';

const ko = {
  heading: '멤버였다면 아낄 수 있었던 금액',
  total: '최근 살펴보신 숙소 {{count}}곳을 한 번씩 예약했다면 회원가로 {{amount}}을(를) 아낄 수 있었습니다.',
  none: '최근 살펴보신 숙소의 오늘 요금에는 회원가 차이가 없습니다.',
  loading: '최근 살펴보신 숙소의 오늘 요금을 확인하는 중…',
  stay: '{{name}} · {{nights}}박 ({{date}} 체크인): 일반가 {{public}}, 회원가 {{member}}',
  saving: '{{amount}} 절약',
  method:
    '계산 방법: 이 기기에 남아 있는 최근 연 숙소 페이지와 검색에서 고른 숙소(최대 5곳)를 보신 날짜로(지난 날짜면 2주 뒤 1박, 성인 2명) 오늘 요금으로 다시 조회해, 가장 저렴한 요금제의 일반가와 회원가 차이를 더했습니다. 예상치이며 실제 절약액은 날짜, 객실과 재고에 따라 달라집니다. 숙소 번호와 날짜 외에는 아무것도 보내지 않습니다.',
};

type Messages = typeof ko;

const en: Messages = {
  heading: 'What you would have saved as a member',
  total: 'Had you booked each of the {{count}} stays you looked at recently once, member prices would have saved you {{amount}}.',
  none: 'Today’s prices of the stays you looked at recently have no member discount.',
  loading: 'Checking today’s prices of the stays you looked at recently…',
  stay: '{{name}} · {{nights}} night(s) from {{date}}: public {{public}}, member {{member}}',
  saving: 'save {{amount}}',
  method:
    'How this is worked out: the stays you recently opened or picked in a search on this device (up to 5) are priced again today for the dates you looked at (one night two weeks from now, 2 adults, if those dates have passed), and the difference between the public and member price of each stay’s cheapest plan is added up. It is an estimate: what you actually save depends on dates, rooms and availability. Only the stay numbers and dates are sent.',
};

const ja: Messages = {
  heading: 'メンバーなら節約できた金額',
  total: '最近ご覧になった{{count}}件の宿泊施設をそれぞれ1回予約していれば、会員価格で{{amount}}節約できました。',
  none: '最近ご覧になった宿泊施設の本日の料金には会員割引がありません。',
  loading: '最近ご覧になった宿泊施設の本日の料金を確認しています…',
  stay: '{{name}} · {{nights}}泊（{{date}}チェックイン）：一般 {{public}}、会員 {{member}}',
  saving: '{{amount}}お得',
  method:
    '計算方法：この端末に残っている最近開いた宿泊施設ページと検索で選んだ施設（最大5件）を、ご覧になった日程（過ぎている場合は2週間後の1泊・大人2名）で本日の料金として再取得し、最安プランの一般価格と会員価格の差を合計しました。見込み額であり、実際の節約額は日程・客室・在庫によって異なります。施設番号と日程以外は送信しません。',
};

export const savingsMessages = { ko, en, ja };

export function registerSavingsI18n(): void {
  addBundle('membershipSavings', savingsMessages);
}
