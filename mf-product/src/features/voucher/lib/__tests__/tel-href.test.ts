import { telHref } from '../tel-href';

describe('telHref', () => {
  it('writes a Korean national number in international form', () => {
    expect(telHref('02-345-6789', 'KR')).toBe('tel:+8223456789');
    expect(telHref('051-234-5678', 'KR')).toBe('tel:+82512345678');
  });
  it('keeps a number that already has its calling code', () => {
    expect(telHref('+81-312-3456', 'JP')).toBe('tel:+813123456');
    expect(telHref('+1-671-234-5678', 'GU')).toBe('tel:+16712345678');
  });
  it('keeps a national number as it is when the nation is unknown', () => {
    expect(telHref('02-345-6789', null)).toBe('tel:023456789');
  });
  it('gives no link without a number', () => {
    expect(telHref('', 'KR')).toBeNull();
    expect(telHref('-', 'KR')).toBeNull();
  });
});
