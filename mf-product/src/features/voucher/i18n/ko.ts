export const ko = {
  title: '예약 바우처',
  notFound: { title: '예약을 찾을 수 없습니다', lead: '예약 번호를 다시 확인해 주세요.' },
  failed: '예약 정보를 불러오지 못했습니다.',
  stay: {
    title: '숙박 정보', orderNum: '예약 번호', confirmNum: '확정 번호', voucherNum: '바우처 번호', awaiting: '확정 대기 중', none: '발급 전', room: '객실', plan: '요금제', meal: '식사',
    checkIn: '체크인', checkOut: '체크아웃', time: '{{date}} {{time}}', noDate: '숙박일 미지정', length: '숙박 기간', guests: '인원', address: '주소', cancel: '취소 규정', photo: '{{name}} 사진 {{n}}',
    roomsCancelled_one: '객실 {{count}}개가 취소되었습니다. 남은 객실에 묵는 인원입니다.', roomsCancelled_other: '객실 {{count}}개가 취소되었습니다. 남은 객실에 묵는 인원입니다.',
  },
  actions: { title: '예약 바로가기', print: '바우처 인쇄', calendar: '캘린더에 추가 (.ics)', calendarTitle: '{{name}} 숙박', calendarNote: '예약번호 {{orderNum}} · {{room}}', call: '숙소에 전화하기 {{tel}}' },
  guest: { title: '투숙객', name: '이름', tel: '연락처', email: '이메일' },
  payment: { title: '결제 정보', method: '결제 수단', date: '결제일', cancelled: '환불 금액', paidBy: '결제 수단별 금액', route: { AWESOME_CASH: '어썸캐시', WELFARE_POINTS: '복지 포인트', COUPON: '쿠폰 할인' }, paidTotal: '합계' },
  date: {
    title: '숙박일 선택', lead: '이 바우처는 {{from}}부터 {{to}}까지 중 1박에 사용할 수 있습니다.', label: '체크인 날짜', none: '선택할 수 있는 날짜가 없습니다.', submit: '이 날짜로 확정', chosen: '선택한 날짜: {{date}}',
    confirm: '{{date}} 체크인으로 확정할까요? 확정 후에는 변경할 수 없습니다.', done: '숙박일이 확정되었습니다.', loading: '예약 가능한 날짜를 불러오는 중입니다.',
    errors: { DATE_ALREADY_CHOSEN: '이미 숙박일이 확정되었습니다.', DATE_OUT_OF_RANGE: '바우처 사용 기간 밖의 날짜입니다.', SOLD_OUT: '선택한 날짜가 방금 매진되었습니다. 다른 날짜를 선택해 주세요.' },
  },
  cancel: {
    title: '예약 취소', button: '예약 취소하기', lead: '확정하기 전에 결제 수단별 환불 금액(카드, 포인트, 쿠폰)과 수수료를 모두 보여 드립니다.', notAllowed: '무료 취소 기간이 지났거나 환불 불가 요금제여서 취소(환불)할 수 없습니다. 도움이 필요하면 고객센터에 문의해 주세요.',
  },
  addPay: { title: '추가 결제', paid: '결제 완료', unpaid: '미결제', pay: '{{amount}} 결제하기', method: '결제 수단', busy: '결제창을 여는 중…', opening: '토스페이먼츠 결제창 여는 중…', ALREADY_PAID: '이미 결제된 추가 결제입니다.' },
  generic: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  // The section's title and lead (the page draws its own heading).
  section: { title: '예약 바우처', lead: '예약 내역과 바우처를 확인하세요.' },
};
