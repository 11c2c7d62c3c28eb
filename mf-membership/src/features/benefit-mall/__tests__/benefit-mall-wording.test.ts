// What the corporate sign-up tells a member is said in words: the member type code (N/C) is the
// server's, never part of a sentence.
import { benefitMallMessages } from '../i18n';

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

test.each(['ko', 'en', 'ja'] as const)('no %s string shows a member type code', (locale) => {
  const all = texts(benefitMallMessages[locale]);
  expect(all.length).toBeGreaterThan(10);
  for (const text of all) expect(text).not.toMatch(/[(（]\s*[CN]\s*[)）]/);
});
