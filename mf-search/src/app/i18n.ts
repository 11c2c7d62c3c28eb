import { addBundle } from '@stay/shared';

export const searchMessages = {
  "ko": {
    "main": {
      "title": "어썸스테이",
      "lead": "전 세계 프리미엄 숙소를 원가로 만나보세요."
    },
    "results": {
      "title": "검색 결과",
      "lead": "조건에 맞는 숙소를 찾고 있습니다."
    },
    "notFound": {
      "title": "페이지를 찾을 수 없습니다",
      "lead": "주소를 다시 확인해 주세요."
    },
    "section": {
      "label": "숙소 검색",
      "destination": "여행지",
      "destinationHint": "도시, 지역, 숙소 이름",
      "checkIn": "체크인",
      "checkOut": "체크아웃",
      "guests": "인원",
      "adults": "성인",
      "children": "아동",
      "search": "검색",
      "decrease": "{{label}} 줄이기",
      "increase": "{{label}} 늘리기"
    }
  },
  "en": {
    "main": {
      "title": "AwesomeStay",
      "lead": "Premium stays worldwide at their original price."
    },
    "results": {
      "title": "Search results",
      "lead": "Stays that match your search."
    },
    "notFound": {
      "title": "Page not found",
      "lead": "Please check the address."
    },
    "section": {
      "label": "Search stays",
      "destination": "Destination",
      "destinationHint": "City, area or stay name",
      "checkIn": "Check-in",
      "checkOut": "Check-out",
      "guests": "Guests",
      "adults": "Adults",
      "children": "Children",
      "search": "Search",
      "decrease": "Fewer {{label}}",
      "increase": "More {{label}}"
    }
  },
  "ja": {
    "main": {
      "title": "オーサムステイ",
      "lead": "世界のプレミアムな宿を原価で。"
    },
    "results": {
      "title": "検索結果",
      "lead": "条件に合う宿泊施設です。"
    },
    "notFound": {
      "title": "ページが見つかりません",
      "lead": "アドレスをもう一度ご確認ください。"
    },
    "section": {
      "label": "宿泊施設を検索",
      "destination": "目的地",
      "destinationHint": "都市・エリア・施設名",
      "checkIn": "チェックイン",
      "checkOut": "チェックアウト",
      "guests": "人数",
      "adults": "大人",
      "children": "子ども",
      "search": "検索",
      "decrease": "{{label}}を減らす",
      "increase": "{{label}}を増やす"
    }
  }
};

export function registerSearchI18n(): void {
  addBundle('search', searchMessages);
}
