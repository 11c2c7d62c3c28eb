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
    }
  }
};

export function registerSearchI18n(): void {
  addBundle('search', searchMessages);
}
