// Namespace 'mypage-account' (member info account strings), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  pwd: {
    title: '비밀번호 변경', current: '현재 비밀번호', next: '새 비밀번호', confirm: '새 비밀번호 확인', save: '비밀번호 변경',
    hint: '영문, 숫자, 특수문자를 조합해 6~16자로 입력해 주세요.', done: '비밀번호를 변경했습니다. 다른 기기에서는 다시 로그인해야 합니다.', same: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
  },
  intl: {
    title: '해외 예약용 영문 이름과 연락처', lead: '해외 숙소 예약 시 영문 이름과 국가 번호가 있는 연락처가 필요합니다.', none: '등록된 정보가 없습니다.',
    first: '영문 이름 (First name)', last: '영문 성 (Last name)', country: '국가 번호', phone: '휴대폰 번호', save: '저장', edit: '수정', cancel: '취소', done: '해외 예약 정보를 저장했습니다.',
    name: '영문 이름', tel: '해외 연락처',
  },
  marketing: {
    title: '마케팅 정보 수신 동의', label: '이벤트·혜택 정보를 이메일과 문자로 받겠습니다. (선택)', agreedOn: '동의 ({{date}})', agreed: '동의', withdrawnOn: '동의 철회 ({{date}})', withdrawn: '동의 철회', never: '동의하지 않음',
    on: '마케팅 정보 수신에 동의했습니다.', off: '마케팅 정보 수신 동의를 철회했습니다.',
  },
  data: {
    title: '내 정보 다운로드', lead: '어썸스테이가 보관 중인 회원님의 정보(회원 정보, 예약, 결제, 포인트, 쿠폰, 문의, 로그인 기록)를 JSON 파일로 받습니다.', button: '내 정보 다운로드', done: '파일을 내려받았습니다.',
  },
  withdraw: {
    title: '회원 탈퇴', open: '회원 탈퇴', lead: '탈퇴 전에 꼭 확인해 주세요.',
    bookings: '이용 예정인 예약이 있으면 탈퇴할 수 없습니다. 예약을 취소하거나 숙박을 마친 뒤 탈퇴해 주세요. 결제하지 않은 예약은 자동으로 취소됩니다.',
    membership: '이용 중인 어썸 멤버십은 탈퇴와 함께 즉시 종료되며, 남은 기간에 대한 환불은 되지 않습니다.',
    yourMembership: '회원님의 {{grade}} 멤버십({{date}}까지)이 지금 종료됩니다.',
    grade: { Silver: '실버', Gold: '골드' },
    benefits: '보유한 어썸캐시, 쿠폰, 위시리스트는 모두 사라지며 다시 가입해도 복구되지 않습니다.',
    data: '이름, 이메일, 휴대폰 번호 등 개인정보는 즉시 삭제됩니다. 지난 예약과 결제 기록은 관련 법령에 따라 개인을 알 수 없는 형태로 보관됩니다.',
    pwd: '비밀번호 확인', agree: '위 내용을 확인했으며 탈퇴에 동의합니다.', agreeNeeded: '탈퇴 안내에 동의해 주세요.', submit: '탈퇴하기', cancel: '취소',
    confirm: '정말 탈퇴할까요? 이 작업은 되돌릴 수 없습니다.', done: '탈퇴가 완료되었습니다. 그동안 어썸스테이를 이용해 주셔서 감사합니다.',
  },
  user: {
    title: '회원 정보', name: '이름', email: '이메일', phone: '휴대폰 번호', noPhone: '등록된 번호 없음', grade: '회원 등급', since: '가입일',
    change: '휴대폰 번호 변경', newPhone: '새 휴대폰 번호', send: '인증번호 받기', resend: '다시 받기', sent: '{{phone}}(으)로 인증번호를 보냈습니다.', code: '인증번호', save: '인증하고 변경', cancel: '취소',
    changed: '휴대폰 번호를 변경했습니다.', masked: '개인정보 보호를 위해 일부를 가려서 보여 드립니다.',
  },
};

export type UserStrings = typeof ko;
