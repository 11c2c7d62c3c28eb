import { addBundle } from '@stay/shared';

export const mypageMessages = {
  "ko": {
    "home": {
      "title": "마이페이지",
      "lead": "예약, 쿠폰, 포인트를 한곳에서 관리하세요."
    },
    "user": {
      "title": "회원 정보",
      "lead": "이름, 연락처, 비밀번호를 관리합니다."
    },
    "books": {
      "title": "예약 내역",
      "lead": "다가오는 예약과 지난 예약을 확인하세요."
    },
    "wishes": {
      "title": "위시리스트",
      "lead": "찜한 숙소를 모아 봅니다."
    },
    "coupon": {
      "title": "쿠폰",
      "lead": "사용할 수 있는 쿠폰을 확인하세요."
    },
    "cash": {
      "title": "어썸캐시",
      "lead": "적립된 포인트와 내역을 확인하세요."
    },
    "notFound": {
      "title": "페이지를 찾을 수 없습니다",
      "lead": "주소를 다시 확인해 주세요."
    }
  },
  "en": {
    "home": {
      "title": "My page",
      "lead": "Your bookings, coupons and points in one place."
    },
    "user": {
      "title": "Member info",
      "lead": "Manage your name, contact details and password."
    },
    "books": {
      "title": "My bookings",
      "lead": "Upcoming, past and cancelled bookings."
    },
    "wishes": {
      "title": "Wishlist",
      "lead": "Stays you saved."
    },
    "coupon": {
      "title": "Coupons",
      "lead": "Coupons you can use."
    },
    "cash": {
      "title": "Awesome cash",
      "lead": "Your points and their history."
    },
    "notFound": {
      "title": "Page not found",
      "lead": "Please check the address."
    }
  },
  "ja": {
    "home": {
      "title": "マイページ",
      "lead": "予約・クーポン・ポイントをまとめて管理できます。"
    },
    "user": {
      "title": "会員情報",
      "lead": "名前・連絡先・パスワードを管理します。"
    },
    "books": {
      "title": "予約履歴",
      "lead": "今後の予約と過去の予約を確認できます。"
    },
    "wishes": {
      "title": "お気に入り",
      "lead": "保存した宿泊施設です。"
    },
    "coupon": {
      "title": "クーポン",
      "lead": "利用できるクーポンです。"
    },
    "cash": {
      "title": "オーサムキャッシュ",
      "lead": "ポイントと履歴を確認できます。"
    },
    "notFound": {
      "title": "ページが見つかりません",
      "lead": "アドレスをもう一度ご確認ください。"
    }
  }
};

export function registerMypageI18n(): void {
  addBundle('mypage', mypageMessages);
}
