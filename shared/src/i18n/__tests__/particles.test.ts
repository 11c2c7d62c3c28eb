// The legally required pre-payment notice and every message with an amount, a name, an address
// or a number read as written Korean, not as a form with alternatives.
import { fixParticles } from '../particles';
import { initI18n, i18n, translate } from '../i18n';

describe('Korean particles chosen from the word before them', () => {
  it('after amounts, names and words', () => {
    expect(fixParticles('12월 7일에 1,900원이(가) 자동으로 결제되며')).toBe('12월 7일에 1,900원이 자동으로 결제되며');
    expect(fixParticles('19,000원을(를) 환불했습니다.')).toBe('19,000원을 환불했습니다.');
    expect(fixParticles('실버을(를) 해지했습니다.')).toBe('실버를 해지했습니다.');
    expect(fixParticles('가격이 9,900원에서 4,900원(으)로 내려갑니다.')).toBe('가격이 9,900원에서 4,900원으로 내려갑니다.');
    expect(fixParticles('서울(으)로 가는 길')).toBe('서울로 가는 길');
    expect(fixParticles('호텔은(는) 바다와(과) 가깝다')).toBe('호텔은 바다와 가깝다');
  });

  it('after numbers and addresses, as they are read aloud', () => {
    expect(fixParticles('010-1234-5678(으)로 인증번호를 보냈습니다.')).toBe('010-1234-5678로 인증번호를 보냈습니다.');
    expect(fixParticles('010-1234-5673(으)로')).toBe('010-1234-5673으로');
    expect(fixParticles('minji@example.com(으)로 보냈습니다.')).toBe('minji@example.com으로 보냈습니다.');
    expect(fixParticles('minji@example.co(으)로 보냈습니다.')).toBe('minji@example.co로 보냈습니다.');
  });

  it('leaves other brackets alone', () => {
    expect(fixParticles('2026. 12. 7. (월) 체크인')).toBe('2026. 12. 7. (월) 체크인');
    expect(fixParticles('(주)어썸스테이')).toBe('(주)어썸스테이');
  });

  it('is applied to every Korean translation', () => {
    initI18n('ko');
    i18n.addResource('ko', 'common', 'test.renews', '{{date}}에 {{amount}}이(가) 자동으로 결제됩니다.');
    expect(translate('test.renews', { date: '12월 7일', amount: '1,900원' })).toBe('12월 7일에 1,900원이 자동으로 결제됩니다.');
  });
});
