// Namespace 'product-payment' (the payment result page), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  title: '결제 결과',
  settling: '결제를 확인하고 있습니다. 창을 닫지 마세요.',
  broken: '결제 결과를 확인할 수 없습니다. 예약 내역에서 예약 상태를 확인해 주세요.',
  paid: { lead: '결제가 완료되었습니다.', addPay: '추가 결제가 완료되었습니다.', orderNum: '예약 번호', confirmNum: '확정 번호', awaiting: '확정 대기 중', none: '발급 전', stay: '숙박일', method: '결제 수단', voucher: '예약 바우처 보기' },
  declined: { reason: '사유: {{reason}}', issuer: '카드사 또는 결제사에서 결제를 승인하지 않았어요.', tryAnother: '다른 카드나 카카오페이, 토스페이 같은 다른 결제 수단으로 다시 시도해 보세요.', title: '결제가 거절되었습니다', cancelled: '결제가 취소되었습니다', lead: '결제되지 않았으며 예약은 진행되지 않았습니다. 객실 보관도 해제되었습니다.', addPay: '추가 결제가 완료되지 않았습니다.', back: '숙소로 돌아가기', backToBooking: '다시 예약하기', voucher: '예약 바우처로 돌아가기',
    held: '결제된 금액은 없어요. 객실은 몇 분 동안 그대로 보관되니, 입력한 정보로 다시 결제할 수 있어요.',
    heldAddPay: '결제된 금액은 없어요. 예약 바우처에서 추가 결제를 다시 할 수 있어요.',
    tryAgain: '다시 결제하기',
    issuerReason: '카드사 사유: {{reason}}',
    code: '고객센터 문의 코드: {{code}}',
    toss: {
      PAY_PROCESS_CANCELED: '결제를 마치기 전에 결제창을 닫았어요.',
      PAY_PROCESS_ABORTED: '카드 인증에 실패했거나 시간이 초과되어 결제가 중단되었어요.',
      REJECT_CARD_COMPANY: '카드사에서 이 결제를 거절했어요.',
      other: '토스페이먼츠에서 결제를 완료하지 못했어요.',
    },
  },
  failed: { title: '결제를 완료하지 못했습니다', HOLD_EXPIRED: '결제 가능 시간이 지나 예약이 취소되었습니다. 다시 예약해 주세요.', ALREADY_PAID: '이미 결제된 예약입니다.', SUPPLIER_REJECTED: '숙소에서 예약을 확정하지 못해 결제 금액 전액을 환불했습니다. 다른 객실이나 날짜를 선택해 주세요.' },
};

export type PaymentStrings = typeof ko;
