// The policy documents as data: the privacy policy of every language has every section the
// Personal Information Protection Act asks for, and the terms every required article, checked by
// their heading keys (the body format of @stay/shared/contracts/policy-document); the translations
// follow the Korean text section by section and say the Korean text binds; published versions are
// never rewritten.
import crypto from 'node:crypto';
import { parsePolicyBody, type PolicyBlock } from '@stay/shared/contracts/policy-document';
import { POLICIES, POLICIES_V3_DATE, type PolicySeed } from '../policy-data';
import { PRIVACY_REQUIRED_KEYS, PRIVACY_V3, TERMS_REQUIRED_KEYS, TERMS_V3 } from '../policies';

const LOCALES = ['ko', 'en', 'ja'] as const;
type Locale = (typeof LOCALES)[number];

/** Every heading key of a body, in order ('##' sections and '###' sub-sections). */
const headingKeys = (blocks: PolicyBlock[]) => blocks.flatMap((b) => (b.type === 'heading' && b.key ? [b.key] : []));

/** The text of one section: everything from its heading to the next section heading. */
function sectionText(body: string, key: string): string {
  const blocks = parsePolicyBody(body);
  const start = blocks.findIndex((b) => b.type === 'heading' && b.key === key);
  if (start < 0) throw new Error(`no section ${key}`);
  const rest = blocks.slice(start + 1);
  const end = rest.findIndex((b) => b.type === 'heading' && b.level === 2);
  return (end < 0 ? rest : rest.slice(0, end))
    .map((b) => (b.type === 'list' ? b.items.join('\n') : b.type === 'table' ? [b.head, ...b.rows].map((r) => r.join(' ')).join('\n') : b.text))
    .join('\n');
}

describe.each([
  { kind: 'privacy', texts: PRIVACY_V3, required: PRIVACY_REQUIRED_KEYS },
  { kind: 'terms', texts: TERMS_V3, required: TERMS_REQUIRED_KEYS },
])('$kind v3.0', ({ texts, required }) => {
  const keysOf = (i: number) => headingKeys(parsePolicyBody(texts[i]!));

  test.each(LOCALES.map((l, i) => [l, i] as const))('%s has every required section', (_locale, i) => {
    const keys = keysOf(i);
    expect(required.filter((k) => !keys.includes(k))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('the translations have the Korean sections, in the same order', () => {
    expect(keysOf(1)).toEqual(keysOf(0));
    expect(keysOf(2)).toEqual(keysOf(0));
  });

  test.each(LOCALES.map((l, i) => [l, i] as const))('%s: every section has a key and a text, every table row its cells', (_locale, i) => {
    const blocks = parsePolicyBody(texts[i]!);
    blocks.forEach((b, at) => {
      if (b.type !== 'heading') return;
      if (b.level === 2) expect({ heading: b.text, key: b.key }).toEqual({ heading: b.text, key: expect.any(String) });
      expect({ heading: b.text, next: blocks[at + 1]?.type }).toEqual({ heading: b.text, next: expect.stringMatching(/^(paragraph|list|table|note|heading)$/) });
      if (b.level === 2) expect({ heading: b.text, next: blocks[at + 1]?.type }).not.toEqual({ heading: b.text, next: 'heading' });
    });
    // A stray '|' inside a cell would shift the columns: each row of a table has the header's cells.
    const lines = texts[i]!.split('\n');
    let width = 0;
    for (const line of lines) {
      if (!line.startsWith('|')) {
        width = 0;
        continue;
      }
      const cells = line.split('|').length - 2;
      if (width === 0) width = cells;
      else expect({ line, cells }).toEqual({ line, cells: width });
    }
  });

  test('the English and Japanese texts open by saying the Korean text binds; the Korean one does not', () => {
    const first = (i: number) => parsePolicyBody(texts[i]!)[0]!;
    expect(first(0).type).not.toBe('note');
    expect(first(1)).toEqual({ type: 'note', text: expect.stringContaining('The Korean text is the legally binding version') });
    expect(first(2)).toEqual({ type: 'note', text: expect.stringContaining('法的効力を有するのは韓国語の本文') });
  });
});

describe('what the sections say, in every language', () => {
  const privacy = (l: Locale) => PRIVACY_V3[LOCALES.indexOf(l)]!;
  const terms = (l: Locale) => TERMS_V3[LOCALES.indexOf(l)]!;

  test.each(LOCALES)('%s privacy: the officer, the remedies, the statutory periods, the processors and the version', (l) => {
    expect(sectionText(privacy(l), 'officer')).toEqual(expect.stringContaining('privacy@awesomestay.kr'));
    expect(sectionText(privacy(l), 'officer')).toEqual(expect.stringContaining('1588-0000'));
    const remedies = sectionText(privacy(l), 'remedies');
    for (const contact of ['118', '1833-6972', '1301', '182', 'https://privacy.kisa.or.kr', 'https://www.kopico.go.kr']) expect(remedies).toContain(contact);
    const periods = { ko: ['5년', '3년', '6개월', '3개월'], en: ['5 years', '3 years', '6 months', '3 months'], ja: ['5年', '3年', '6か月', '3か月'] }[l];
    for (const p of periods) expect(sectionText(privacy(l), 'retention')).toContain(p);
    const processors = sectionText(privacy(l), 'processors');
    for (const name of [/토스페이먼츠|Toss Payments|トスペイメンツ/, /SOLAPI/, /카카오|Kakao|カカオ/, /SMTP/, /클라우드|Cloud|クラウド/]) expect(processors).toMatch(name);
    expect(sectionText(privacy(l), 'rights')).toMatch(/10/);
    expect(sectionText(privacy(l), 'children')).toMatch(/14/);
    expect(sectionText(privacy(l), 'changes')).toContain('v3.0');
  });

  test.each(LOCALES)('%s terms: the membership prices, the court and the version', (l) => {
    expect(sectionText(terms(l), 'membership')).toEqual(expect.stringMatching(/1,900[\s\S]*19,000/));
    expect(sectionText(terms(l), 'jurisdiction')).toMatch(/서울중앙지방법원|Seoul Central District Court|ソウル中央地方法院/);
    expect(sectionText(terms(l), 'payment')).toMatch(/토스페이먼츠|Toss Payments|トスペイメンツ/);
    expect(sectionText(terms(l), 'addendum')).toContain('v3.0');
  });
});

describe('versions', () => {
  test('v3.0 of the terms and of the privacy policy take effect on 2026-11-28, after every earlier version', () => {
    for (const kind of ['terms', 'privacy'] as const) {
      const list = POLICIES.filter((p) => p.kind === kind);
      const latest = list.reduce((a, b) => (b.effectiveDate > a.effectiveDate ? b : a));
      expect(latest).toMatchObject({ version: 'v3.0', effectiveDate: POLICIES_V3_DATE });
      expect(list.filter((p) => p.effectiveDate === POLICIES_V3_DATE)).toHaveLength(1);
    }
    expect(POLICIES_V3_DATE).toBe('2026-11-28');
    expect(new Set(POLICIES.map((p) => `${p.kind}/${p.version}`)).size).toBe(POLICIES.length);
  });

  test('versions written before the body format read as the plain paragraphs they always were', () => {
    for (const p of POLICIES.filter((x) => x.effectiveDate < POLICIES_V3_DATE)) {
      for (const body of p.body) expect(parsePolicyBody(body).every((b) => b.type === 'paragraph')).toBe(true);
    }
  });

  // A published version is never rewritten: to change a text, add a version with a new effective
  // date (the seeder adds it to every database; the old one stays readable as it was). A new
  // version adds its line here.
  const PUBLISHED: Record<string, string> = {
    'terms/v1.0': '7cb3b3c8c0730552',
    'terms/v2.0': '7ad02b19316eb5db',
    'terms/v3.0': '4f0b2355c3b344e3',
    'privacy/v1.0': '9c9a5d8c4fb638a9',
    'privacy/v1.1': '9ca9e17007bdd90e',
    'privacy/v2.0': 'cd5a1306df965a0e',
    'privacy/v3.0': 'bc334d47071ef862',
    'ir/2025': '111180e52adf246a',
  };
  const fingerprint = (p: PolicySeed) => crypto.createHash('sha256').update(JSON.stringify([p.effectiveDate, p.title, p.body])).digest('hex').slice(0, 16);

  test('published versions keep their text (a change is a new version)', () => {
    expect(Object.fromEntries(POLICIES.map((p) => [`${p.kind}/${p.version}`, fingerprint(p)]))).toEqual(PUBLISHED);
  });
});
