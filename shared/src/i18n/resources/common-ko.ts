// Namespace 'common', Korean: strings every part of the platform shares (SPEC §4 popups and
// loading, §5 validation messages, §8 error catalogue, §9 payment method labels).
// The Korean tree is the reference shape: en and ja must have exactly the same keys.

export const commonKo = {
  popup: {
    confirm: '확인',
    cancel: '돌아가기',
  },
  loading: {
    text: '불러오는 중입니다',
  },
  errors: {
    generic: '오류가 발생했습니다.',
    invalidResponse: '올바른 응답 값이 아닙니다.',
    loginExpired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    memberChanged: '회원 정보가 변경되었습니다. 다시 로그인해 주세요.',
    badRequest: '잘못된 요청입니다. 고객센터로 문의해 주세요.',
    server: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요.',
    loginRequired: '로그인이 필요합니다.',
    timeout: '요청 시간이 초과되었습니다.',
    network: '네트워크 연결을 확인해 주세요.',
    aborted: '요청이 취소되었습니다.',
    notWebView: '웹뷰 환경이 아닙니다.',
    tokenRequired: '토큰 값이 필요합니다.',
    mainLoadFailed: '메인 정보를 불러오지 못했습니다.',
    tabListFailed: '탭 목록을 불러오지 못했습니다.',
    cancelRulesFailed: '상품의 취소 규정을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    couponIssueFailed: '쿠폰 발급에 실패했습니다.',
    alarmSignUpFailed: '알림 신청에 실패했습니다.',
    eventEntryFailed: '이벤트 응모에 실패했습니다.',
    wishAddFailed: '찜하기에 실패했습니다.',
  },
  codes: {
    USER_NOT_FOUND: '회원 정보를 찾을 수 없습니다.',
    EMAIL_CAN_NOT_BE_USED: '이미 가입된 이메일입니다.',
    EXPIRED_TIME: '인증 시간이 만료되었습니다. 인증번호를 다시 요청해 주세요.',
    SEND_FAIL: '인증번호 발송에 실패했습니다.',
    CERTIFICATION_FAIL: '인증에 실패했습니다. 다시 입력해 주세요.',
    CERTIFICATION_NOT_CORRECT: '인증번호를 다시 확인해 주세요.',
    PASSWORD_NOT_CORRECT: '비밀번호와 비밀번호 확인이 일치하지 않습니다.',
    SEND_LIMIT: '문자 인증은 하루 3회까지 가능합니다.',
    PROTECT_INTEGRATION_ROUTE: '잘못된 페이지 접근입니다. 로그인 후 이용해 주세요.',
    PASSWORD_UPDATE_FAIL: '비밀번호를 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    WITHDRAWAL_FAIL: '회원 탈퇴를 처리하지 못했습니다. 고객센터로 문의해 주세요.',
    USERINFO_UPDATED_FAIL: '회원 정보를 수정하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    SIGNUP_FAIL: '회원가입을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    INTEGRATION_FAIL: '계정 연동에 실패했습니다. 잠시 후 다시 시도해 주세요.',
  },
  validation: {
    email: '이메일 형식을 확인해 주세요. (예: hello@example.com)',
    password: '비밀번호는 영문, 숫자, 특수문자를 조합하여 6~16자로 입력해 주세요.',
    userName: '이름은 특수문자 없이 한글 또는 영문으로 입력해 주세요.',
    phone: '휴대폰 번호를 확인해 주세요. (예: 010-1234-5678)',
    globalUserName: '영문으로만 입력해 주세요.',
    globalTel: '전화번호를 숫자로 입력해 주세요. (공백과 하이픈은 괜찮습니다)',
    telCountryMismatch: '선택한 국가의 전화번호 형식과 일치하지 않습니다.',
    number: '숫자만 입력해 주세요.',
    corporationCode: '영문 대문자와 숫자로 입력해 주세요.',
    required: '필수 입력 항목입니다.',
    mismatch: '입력한 값이 서로 다릅니다.',
  },
  payment: {
    tosspay: '토스페이',
    card: '신용카드',
    naverpay: '네이버페이',
    kakaopay: '카카오페이',
    eximbay: '해외카드',
    payco: '페이코',
  },
  destination: {
    seoul: '서울',
  },
  notFound: {
    home: '메인으로 돌아가기',
  },
  map: {
    more: '외 {{count}}곳',
    group: '숙소 {{count}}곳: {{names}}. 눌러서 가까이 보기',
  },
  dateFix: {
    checkInInvalid: '링크의 날짜를 읽을 수 없어 {{dates}} 일정으로 보여 드려요.',
    checkInPast: '링크의 체크인 날짜가 지나서 {{dates}} 일정으로 바꿨어요.',
    checkInTooFar: '예약은 오늘부터 180일 이내만 가능해서 {{dates}} 일정으로 바꿨어요.',
    checkOutInvalid: '링크의 체크아웃 날짜를 쓸 수 없어 {{checkOut}} 체크아웃으로 바꿨어요.',
    tooManyNights: '한 번에 최대 30박까지 예약할 수 있어서 체크아웃 날짜를 바꿨어요: {{checkOut}}',
    close: '안내 닫기',
  },
};

/** The same tree with every leaf a string: what en and ja must match. */
export type TranslationShape<T> = { [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };
export type CommonResource = TranslationShape<typeof commonKo>;
