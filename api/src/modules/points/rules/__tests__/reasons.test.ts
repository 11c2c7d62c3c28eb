import { lineTitle, reasonTitle, type LedgerLine } from '../reasons';

const kst = (s: string) => new Date(`${s}+09:00`);
const line = (over: Partial<LedgerLine>): LedgerLine => ({ pointType: 'POINT', actionType: 'SAVE', reason: null, title: '', orderNum: null, createdAt: kst('2026-03-02T10:00:00'), ...over });
const hangul = /[\uac00-\ud7a3]/;

describe('what a points history line says', () => {
  it('reads from its reason in English and Japanese, whatever Korean was stored', () => {
    const signUp = line({ reason: 'SIGNUP_BONUS', title: '신규 가입 적립금' });
    expect(lineTitle(signUp, 'en')).toBe('Sign-up bonus');
    expect(lineTitle(signUp, 'ja')).toBe('新規会員登録特典');
    const refund = line({ actionType: 'CANCEL', reason: 'BOOKING_CANCEL_REFUND', title: '예약 취소 반환 AS240021', orderNum: 'AS240021' });
    expect(lineTitle(refund, 'en')).toBe('Returned for cancelled booking AS240021');
    expect(lineTitle(refund, 'ja')).toBe('予約AS240021のキャンセルによる返還');
  });

  it('keeps the stored Korean title for a Korean reader (a more specific one stays)', () => {
    const trip = line({ pointType: 'USER_POINT', actionType: 'USE', reason: 'BOOKING_USE', title: '출장 숙소 예약', orderNum: 'AS240031' });
    expect(lineTitle(trip, 'ko')).toBe('출장 숙소 예약');
    expect(lineTitle(trip, 'en')).toBe('Used for booking AS240031');
    expect(lineTitle(trip, 'ja')).toBe('予約AS240031で利用');
  });

  it('names the year whose welfare points expired: the year before the job ran', () => {
    const expired = line({ pointType: 'USER_POINT', actionType: 'EXPIRE', reason: 'WELFARE_EXPIRED', createdAt: kst('2027-01-01T00:10:00') });
    expect(lineTitle(expired, 'en')).toBe('2026 welfare points expired');
    expect(lineTitle(expired, 'ja')).toBe('2026年分の福利厚生ポイント失効');
    expect(reasonTitle('WELFARE_EXPIRED', { year: 2026 })).toBe('2026년 복지포인트 소멸');
  });

  it('reads a line without a reason by its kind and booking, never in Korean outside Korean', () => {
    const old = line({ actionType: 'CANCEL', title: '예약 취소 반환 AS1', orderNum: 'AS1' });
    expect(lineTitle(old, 'en')).toBe('Awesome cash returned (booking AS1)');
    expect(lineTitle(old, 'ja')).toBe('オーサムキャッシュ返還（予約AS1）');
    expect(lineTitle(old, 'ko')).toBe('예약 취소 반환 AS1');
    for (const pointType of ['POINT', 'USER_POINT'] as const) {
      for (const actionType of ['SAVE', 'USE', 'CANCEL', 'EXPIRE'] as const) {
        for (const locale of ['en', 'ja'] as const) expect(lineTitle(line({ pointType, actionType, title: '알 수 없는 사유' }), locale)).not.toMatch(hangul);
      }
    }
  });

  it('stores the reason text in Korean with its booking', () => {
    expect(reasonTitle('BOOKING_CANCEL_REFUND', { orderNum: 'AS9' })).toBe('예약 취소 반환 AS9');
    expect(reasonTitle('SIGNUP_BONUS')).toBe('신규 가입 적립금');
  });
});
