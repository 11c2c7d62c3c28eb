import { i18n, initI18n, loadLanguage } from '../../i18n/i18n';
import { CHANNELS, findChannel, isInternationalChannel } from '../channels';
import { viewportOf } from '../layout';
import { GOLD_PLAN, SILVER_PLAN } from '../membership';
import { PAYMENT_METHODS, paymentMethodLabelKey } from '../payment-methods';

describe('channels (SPEC §3)', () => {
  it.each([
    ['alr', 2, false],
    ['prm', 21, false],
    ['tln', 2, false],
    ['ona', 17, false],
    ['dia', 10, true],
    ['ohl', 32, true],
    ['dai', 53, true],
    ['exa', 30, true],
    ['exb', 57, true],
    ['hos', 58, true],
  ] as const)('%s has index %i, international %s', (code, idx, international) => {
    expect(findChannel(code)).toEqual({ code, channelIdx: idx, international });
    expect(isInternationalChannel(code)).toBe(international);
  });

  it('has exactly the ten channels and treats unknown codes as domestic', () => {
    expect(CHANNELS).toHaveLength(10);
    expect(isInternationalChannel('zzz')).toBe(false);
  });
});

describe('membership plans (SPEC §9)', () => {
  it('Gold is yearly 22,800 -> 19,000, about 1,583 a month; Silver monthly 2,800 -> 1,900', () => {
    expect(GOLD_PLAN).toMatchObject({ period: 'yearly', originalPrice: 22_800, price: 19_000, monthlyPrice: 1_583 });
    expect(SILVER_PLAN).toMatchObject({ period: 'monthly', originalPrice: 2_800, price: 1_900 });
  });
});

describe('payment method labels (SPEC §9)', () => {
  it.each([
    ['tosspay', 'Toss Pay'],
    ['uplus', 'Credit card'],
    ['card', 'Credit card'],
    ['naverpay', 'Naver Pay'],
    ['naver', 'Naver Pay'],
    ['kakaopay', 'Kakao Pay'],
    ['kakao', 'Kakao Pay'],
    ['eximbay', 'Overseas card'],
    ['payco', 'PAYCO'],
  ])('%s -> %s', (method, label) => {
    initI18n('en');
    expect(i18n.t(paymentMethodLabelKey(method)!)).toBe(label);
  });

  it('has a ko, en and ja label for every method', () => {
    initI18n('ko');
    for (const method of PAYMENT_METHODS) {
      for (const lng of ['ko', 'en', 'ja']) {
        loadLanguage(lng);
        expect(i18n.getResource(lng, 'common', paymentMethodLabelKey(method)!)).toEqual(expect.any(String));
      }
    }
    expect(paymentMethodLabelKey('bitcoin')).toBeUndefined();
  });
});

describe('breakpoints (SPEC §9)', () => {
  it('PC from 1240, tablet 744-1239.9, mobile below 744', () => {
    expect([1240, 1239.9, 744, 743.9, 320].map(viewportOf)).toEqual(['pc', 'tablet', 'tablet', 'mobile', 'mobile']);
  });
});
