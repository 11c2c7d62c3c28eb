import { LOCALES, missingKeys } from '@stay/shared';
import { shellBundle } from '..';
import { ko } from '../ko';

function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree === null || typeof tree !== 'object') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('shell i18n bundle', () => {
  it('has every key in ko, en and ja', () => {
    expect(missingKeys(shellBundle)).toEqual([]);
    const keySets = LOCALES.map((locale) => leaves(shellBundle[locale]).map(([key]) => key).sort());
    expect(keySets[1]).toEqual(keySets[0]);
    expect(keySets[2]).toEqual(keySets[0]);
  });

  it('has a non-empty string for every key in every locale', () => {
    for (const locale of LOCALES) {
      for (const [key, value] of leaves(shellBundle[locale])) {
        expect({ locale, key, ok: typeof value === 'string' && value.trim().length > 0 }).toEqual({ locale, key, ok: true });
      }
    }
  });

  it('keeps the same interpolation variables across locales', () => {
    const vars = (s: unknown) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const en = new Map(leaves(shellBundle.en));
    const ja = new Map(leaves(shellBundle.ja));
    for (const [key, value] of leaves(ko)) {
      expect({ key, en: vars(en.get(key)) }).toEqual({ key, en: vars(value) });
      expect({ key, ja: vars(ja.get(key)) }).toEqual({ key, ja: vars(value) });
    }
  });

  it('translates the site name per locale', () => {
    expect([shellBundle.ko.siteName, shellBundle.en.siteName, shellBundle.ja.siteName]).toEqual([
      '어썸스테이',
      'AwesomeStay',
      'オーサムステイ',
    ]);
  });
});
