import { addBundle, currentLocale, i18n, initI18n, missingKeys, translate } from '../i18n';
import { commonEn } from '../resources/common-en';
import { commonJa } from '../resources/common-ja';
import { commonKo } from '../resources/common-ko';

describe('common namespace', () => {
  it('has every key in ko, en and ja', () => {
    expect(missingKeys({ ko: commonKo, en: commonEn, ja: commonJa })).toEqual([]);
  });

  it('has no empty texts', () => {
    const leaves = (tree: object): string[] =>
      Object.values(tree).flatMap((v: unknown) => (typeof v === 'string' ? [v] : leaves(v as object)));
    for (const tree of [commonKo, commonEn, commonJa]) expect(leaves(tree).filter((s) => s.trim() === '')).toEqual([]);
  });

  it.each([
    'USER_NOT_FOUND',
    'EMAIL_CAN_NOT_BE_USED',
    'EXPIRED_TIME',
    'SEND_FAIL',
    'CERTIFICATION_FAIL',
    'CERTIFICATION_NOT_CORRECT',
    'PASSWORD_NOT_CORRECT',
    'SEND_LIMIT',
    'PROTECT_INTEGRATION_ROUTE',
    'PASSWORD_UPDATE_FAIL',
    'WITHDRAWAL_FAIL',
    'USERINFO_UPDATED_FAIL',
    'SIGNUP_FAIL',
    'INTEGRATION_FAIL',
  ])('has the auth code %s', (code) => {
    expect(commonKo.codes).toHaveProperty(code);
  });
});

describe('missingKeys', () => {
  it('reports a key missing in one language', () => {
    expect(missingKeys({ ko: { a: 'x', b: { c: 'y' } }, en: { a: 'x' }, ja: { a: 'x', b: { c: 'z' } } })).toEqual(['en:b.c']);
  });
});

describe('the instance', () => {
  it('initialises once and later calls only switch the language', () => {
    const first = initI18n('ko');
    expect(translate('popup.cancel')).toBe('돌아가기');
    const second = initI18n('ja');
    expect(second).toBe(first);
    expect(currentLocale()).toBe('ja');
    expect(translate('popup.cancel')).toBe('戻る');
    initI18n('ja');
    expect(i18n.language).toBe('ja');
  });

  it('lets a remote register its own namespace in three languages', () => {
    addBundle('mf-support', { ko: { faq: { title: '자주 묻는 질문' } }, en: { faq: { title: 'FAQ' } }, ja: { faq: { title: 'よくある質問' } } });
    initI18n('en');
    expect(translate('mf-support:faq.title')).toBe('FAQ');
    initI18n('ko');
    expect(i18n.t('faq.title', { ns: 'mf-support' })).toBe('자주 묻는 질문');
  });

  it('warns about a bundle with missing keys', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    addBundle('half', { ko: { a: '가' }, en: {}, ja: { a: 'あ' } });
    expect(warn).toHaveBeenCalledWith('[stay]', "i18n bundle 'half' is missing keys", ['en:a']);
    warn.mockRestore();
  });
});
