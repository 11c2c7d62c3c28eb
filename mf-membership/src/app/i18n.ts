import { addBundle } from '@stay/shared';

export const membershipMessages = {
  "ko": {
    "subscribe": {
      "title": "어썸 멤버십 가입",
      "lead": "실버(월간) 또는 골드(연간)로 더 싸게 예약하세요."
    },
    "management": {
      "title": "멤버십 관리",
      "lead": "구독 상태와 다음 결제일을 확인하세요."
    },
    "billing": {
      "title": "결제 내역",
      "lead": "멤버십 결제 내역입니다."
    },
    "corpRegister": {
      "title": "기업 회원 등록",
      "lead": "회사 코드로 기업 회원 혜택을 받으세요."
    },
    "welfare": {
      "title": "복지 포인트",
      "lead": "기업 복지 포인트와 내역입니다."
    },
    "notFound": {
      "title": "페이지를 찾을 수 없습니다",
      "lead": "주소를 다시 확인해 주세요."
    }
  },
  "en": {
    "subscribe": {
      "title": "Join Awesome membership",
      "lead": "Book for less with Silver (monthly) or Gold (yearly)."
    },
    "management": {
      "title": "Manage membership",
      "lead": "Your subscription and next payment."
    },
    "billing": {
      "title": "Billing history",
      "lead": "Your membership payments."
    },
    "corpRegister": {
      "title": "Corporate member sign-up",
      "lead": "Register with your company code for corporate benefits."
    },
    "welfare": {
      "title": "Welfare points",
      "lead": "Your corporate welfare points."
    },
    "notFound": {
      "title": "Page not found",
      "lead": "Please check the address."
    }
  },
  "ja": {
    "subscribe": {
      "title": "オーサムメンバーシップ加入",
      "lead": "シルバー（月額）またはゴールド（年額）でお得に予約。"
    },
    "management": {
      "title": "メンバーシップ管理",
      "lead": "ご契約状況と次回決済日です。"
    },
    "billing": {
      "title": "決済履歴",
      "lead": "メンバーシップの決済履歴です。"
    },
    "corpRegister": {
      "title": "法人会員登録",
      "lead": "会社コードで法人会員特典を受けられます。"
    },
    "welfare": {
      "title": "福利厚生ポイント",
      "lead": "法人福利厚生ポイントです。"
    },
    "notFound": {
      "title": "ページが見つかりません",
      "lead": "アドレスをもう一度ご確認ください。"
    }
  }
};

export function registerMembershipI18n(): void {
  addBundle('membership', membershipMessages);
}
