import { formatKrw, formatNumber, formatSignedKrw } from '../format';

describe('money and counts', () => {
  it('writes KRW the way each locale reads it', () => {
    expect(formatKrw(123000, 'ko')).toBe('123,000원');
    expect(formatKrw(123000, 'en')).toBe('KRW 123,000');
    expect(formatKrw(123000, 'ja')).toBe('123,000ウォン');
    expect(formatKrw(0, 'en')).toBe('KRW 0');
  });

  it('writes a signed amount one way in every locale: the sign before the currency', () => {
    expect(formatSignedKrw(5000, 'en')).toBe('+KRW 5,000');
    expect(formatSignedKrw(-2500, 'en')).toBe('\u2212KRW 2,500');
    expect(formatSignedKrw(5000, 'ko')).toBe('+5,000원');
    expect(formatSignedKrw(-2500, 'ko')).toBe('\u22122,500원');
    expect(formatSignedKrw(5000, 'ja')).toBe('+5,000ウォン');
    expect(formatSignedKrw(-1234567, 'ja')).toBe('\u22121,234,567ウォン');
    expect(formatSignedKrw(0, 'en')).toBe('KRW 0');
  });

  it('puts the minus of a negative amount before the currency, never inside it', () => {
    expect(formatKrw(-2500, 'en')).toBe('\u2212KRW 2,500');
    expect(formatKrw(-2500, 'ko')).toBe('\u22122,500원');
    expect(formatKrw(-2500, 'ja')).toBe('\u22122,500ウォン');
    for (const locale of ['ko', 'en', 'ja'] as const) expect(formatKrw(-2500, locale)).not.toMatch(/KRW -|-\d/);
  });

  it('rounds a fraction to a whole number', () => {
    expect(formatNumber(2.34, 'en')).toBe('2');
    expect(formatNumber(1234567.8, 'ja')).toBe('1,234,568');
  });

  it('writes whole numbers exactly as Intl does in each locale, without creating one', () => {
    const samples = [0, 1, -1, 7, 12, 999, 1000, -1000, 12345, 123456, 1234567, -98765432, 1e9, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n, -n);
    const tags = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' } as const;
    for (const locale of ['ko', 'en', 'ja'] as const) {
      const intl = new Intl.NumberFormat(tags[locale], { maximumFractionDigits: 0 });
      for (const n of samples) expect(formatNumber(n, locale)).toBe(intl.format(n));
    }
  });

  it('leaves what is not a plain whole number to Intl (negative zero, fractions, huge numbers)', () => {
    expect(formatNumber(-0, 'en')).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(-0));
    expect(formatNumber(-2.5, 'en')).toBe('-3');
    expect(formatNumber(1e21, 'en')).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(1e21));
  });
});
