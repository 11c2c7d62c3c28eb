// Namespace 'membership-benefit-mall' (the corporate sign-up and the welfare points), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  corpRegister: { title: '기업 회원 등록', lead: '회사 코드로 기업 회원 혜택을 받으세요.' },
  welfare: { title: '복지 포인트', lead: '기업 복지 포인트와 내역입니다.' },
  corp: {
    code: '기업 코드',
    check: '코드 확인',
    found: '확인된 회사: {{name}}',
    dept: '부서',
    name: '이름',
    note: '등록하면 기업 회원이 되며, 기업 복지 포인트로 결제할 수 있습니다. 기업 회원은 어썸 멤버십에 가입할 수 없습니다.',
    submit: '기업 회원으로 등록',
    registered: '{{name}} 기업 회원으로 등록되었습니다.',
    deptTooLong: '부서는 50자 이내로 입력해 주세요.',
    awesomeInstead: '개인 회원이라면 어썸 멤버십 보기',
  },
  points: {
    balance: '복지 포인트 잔액',
    expiry: '올해의 복지 포인트는 {{date}}까지 사용할 수 있고 이후 소멸됩니다. 지금 잔액 {{amount}}이(가) 그때 소멸됩니다. 소멸 30일 전에 알림을 보내 드립니다.',
    howToUse: '예약 결제 시 복지 포인트와 카드를 함께 사용해 결제할 수 있습니다.',
    empty: '복지 포인트 내역이 없습니다.',
    after: '잔액 {{balance}}',
    expires: '{{date}} 소멸 예정',
    notCorporate: '복지 포인트는 기업 회원에게 지급됩니다.',
    action: { SAVE: '적립', USE: '사용', CANCEL: '사용 취소', EXPIRE: '소멸' },
  },
};

export type BenefitMallStrings = typeof ko;
