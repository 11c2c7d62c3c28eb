import { addBundle } from '@stay/shared';

export const productMessages = {
  "ko": {
    "detail": {
      "title": "숙소 상세",
      "lead": "객실과 요금을 확인하세요."
    },
    "voucher": {
      "title": "예약 바우처",
      "lead": "예약 내역과 바우처를 확인하세요."
    },
    "notFound": {
      "title": "페이지를 찾을 수 없습니다",
      "lead": "주소를 다시 확인해 주세요."
    }
  },
  "en": {
    "detail": {
      "title": "Stay details",
      "lead": "Rooms and rates for this stay."
    },
    "voucher": {
      "title": "Booking voucher",
      "lead": "Your booking and voucher."
    },
    "notFound": {
      "title": "Page not found",
      "lead": "Please check the address."
    }
  },
  "ja": {
    "detail": {
      "title": "宿泊施設の詳細",
      "lead": "客室と料金をご確認ください。"
    },
    "voucher": {
      "title": "予約バウチャー",
      "lead": "予約内容とバウチャーです。"
    },
    "notFound": {
      "title": "ページが見つかりません",
      "lead": "アドレスをもう一度ご確認ください。"
    }
  }
};

export function registerProductI18n(): void {
  addBundle('product', productMessages);
}
