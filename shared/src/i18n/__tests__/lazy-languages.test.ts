// Its own file: a fresh i18n instance, where no other test has asked for another language yet.
import { addBundle, i18n, initI18n, translate } from '../i18n';

describe('only the languages in use are loaded', () => {
  it('a bundle is added for the page language and the fallback at once, another language when it is first asked for', () => {
    initI18n('ko');
    addBundle('lazy-lang', { ko: { hi: '안녕' }, en: { hi: 'Hello' }, ja: { hi: 'こんにちは' } });
    expect(i18n.hasResourceBundle('ko', 'lazy-lang')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'lazy-lang')).toBe(false);
    expect(translate('lazy-lang:hi', { lng: 'ja' })).toBe('こんにちは');
    initI18n('en');
    expect(translate('lazy-lang:hi')).toBe('Hello');
    // A bundle registered again (a redeployed remote) reaches every language already loaded.
    addBundle('lazy-lang', { ko: { hi: '안녕하세요' }, en: { hi: 'Hi' }, ja: { hi: 'やあ' } });
    expect(translate('lazy-lang:hi')).toBe('Hi');
    expect(translate('lazy-lang:hi', { lng: 'ja' })).toBe('やあ');
    initI18n('ko');
    expect(translate('lazy-lang:hi')).toBe('안녕하세요');
  });
});
