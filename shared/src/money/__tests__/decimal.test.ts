import { formatDecimal } from '../decimal';

const tags = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' } as const;

describe('numbers with decimals', () => {
  it('keeps the precision asked for', () => {
    expect(formatDecimal(2.34, 'en', 1)).toBe('2.3');
    expect(formatDecimal(2.34, 'en', 0)).toBe('2');
    expect(formatDecimal(1234567.8, 'ko', 1)).toBe('1,234,567.8');
    expect(formatDecimal(9, 'ja', 1)).toBe('9');
  });

  it('writes fractions, ties and negative zero exactly as Intl does, without creating one', () => {
    const samples = [-0, 0.5, 1.5, 2.5, -2.5, 0.05, -0.05, 0.125, 1.005, 9.25, 9.35, 8, 8.04, 8.06, 99.95, 1234.5678, -0.01, 0.0001, 123456789.987654];
    for (let n = 0.001; n < 1e21; n = n * 7.3 + 0.37) samples.push(n, -n);
    for (let i = 1; i < 3000; i += 1) samples.push((i * 7.77) / 1000, i / 20, i / 8 + 0.005);
    const created = jest.spyOn(Intl, 'NumberFormat');
    const ours = (['ko', 'en', 'ja'] as const).flatMap((locale) => [0, 1, 2, 3].flatMap((digits) => samples.map((n) => `${locale} ${n} ${digits} ${formatDecimal(n, locale, digits)}`)));
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
    const intl = (['ko', 'en', 'ja'] as const).flatMap((locale) =>
      [0, 1, 2, 3].flatMap((digits) => {
        const format = new Intl.NumberFormat(tags[locale], { maximumFractionDigits: digits });
        return samples.map((n) => `${locale} ${n} ${digits} ${format.format(n)}`);
      }),
    );
    expect(ours).toEqual(intl);
  });

  it('leaves huge and not-a-number values to Intl', () => {
    expect(formatDecimal(1e21, 'en', 1)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(1e21));
    expect(formatDecimal(Number.NaN, 'en', 1)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(Number.NaN));
    expect(formatDecimal(1e-7, 'ja', 2)).toBe('0');
  });
});
