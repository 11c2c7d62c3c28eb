import { formatKrw, formatNumber } from '../format';

describe('money and counts', () => {
  it('writes KRW the way each locale reads it', () => {
    expect(formatKrw(123000, 'ko')).toBe('123,000원');
    expect(formatKrw(123000, 'en')).toBe('KRW 123,000');
    expect(formatKrw(123000, 'ja')).toBe('123,000ウォン');
    expect(formatKrw(0, 'en')).toBe('KRW 0');
  });

  it('keeps the precision asked for, whichever was asked first', () => {
    expect(formatNumber(2.34, 'en', 1)).toBe('2.3');
    expect(formatNumber(2.34, 'en')).toBe('2');
    expect(formatNumber(1234567.8, 'ko', 1)).toBe('1,234,567.8');
    expect(formatNumber(1234567.8, 'ja')).toBe('1,234,568');
  });
});
