// The policy body's format: sections with keys, sub-headings, lists, tables and notes; text that
// uses no marker (every version written before the format) stays the paragraphs it was; markup
// is never interpreted, and only https and e-mail addresses become links.
import * as v from 'valibot';
import { currentPolicySchema, parsePolicyBody, policyInline, policySections } from '../policy-document';

describe('parsePolicyBody', () => {
  test('reads sections, sub-headings, lists, tables and notes in order', () => {
    const body = [
      '> 한국어 본문이 우선합니다.',
      '',
      '## 제1조 (목적) {#purpose}',
      '이 방침은 목적을 정합니다.',
      '둘째 줄입니다.',
      '',
      '### 1. 회원 가입 {#signup}',
      '- 이름',
      '- 이메일',
      '',
      '| 항목 | 기간 |',
      '|---|---|',
      '| 계약 기록 | 5년 |',
      '| 로그인 기록 | 3개월 |',
      '',
      '## 제2조 (변경) {#changes}',
      '### 키 없는 소제목',
      '끝.',
    ].join('\n');
    const blocks = parsePolicyBody(body);
    expect(blocks).toEqual([
      { type: 'note', text: '한국어 본문이 우선합니다.' },
      { type: 'heading', level: 2, text: '제1조 (목적)', key: 'purpose' },
      { type: 'paragraph', text: '이 방침은 목적을 정합니다.\n둘째 줄입니다.' },
      { type: 'heading', level: 3, text: '1. 회원 가입', key: 'signup' },
      { type: 'list', items: ['이름', '이메일'] },
      { type: 'table', head: ['항목', '기간'], rows: [['계약 기록', '5년'], ['로그인 기록', '3개월']] },
      { type: 'heading', level: 2, text: '제2조 (변경)', key: 'changes' },
      { type: 'heading', level: 3, text: '키 없는 소제목', key: null },
      { type: 'paragraph', text: '끝.' },
    ]);
    expect(policySections(blocks)).toEqual([
      { key: 'purpose', title: '제1조 (목적)' },
      { key: 'changes', title: '제2조 (변경)' },
    ]);
  });

  test('a text written before the format reads as its paragraphs, unchanged', () => {
    const old = '1. 수집하는 개인정보\n이름, 이메일을 수집합니다.\n\n2. 이용 목적\n예약 처리에 이용합니다.';
    expect(parsePolicyBody(old)).toEqual([
      { type: 'paragraph', text: '1. 수집하는 개인정보\n이름, 이메일을 수집합니다.' },
      { type: 'paragraph', text: '2. 이용 목적\n예약 처리에 이용합니다.' },
    ]);
    expect(policySections(parsePolicyBody(old))).toEqual([]);
  });

  test('a table row without its rule line, or a short row, is never lost', () => {
    expect(parsePolicyBody('| a | b |\nnext')).toEqual([{ type: 'paragraph', text: '| a | b |\nnext' }]);
    expect(parsePolicyBody('| a | b |\n|---|---|\n| only |')).toEqual([{ type: 'table', head: ['a', 'b'], rows: [['only', '']] }]);
  });

  test('markup in the text stays text', () => {
    const blocks = parsePolicyBody('<script>alert(1)</script>\n- <img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      { type: 'paragraph', text: '<script>alert(1)</script>' },
      { type: 'list', items: ['<img src=x onerror=alert(1)>'] },
    ]);
  });
});

describe('policyInline', () => {
  test('links https addresses and e-mail addresses, and nothing else', () => {
    expect(policyInline('문의: privacy@awesomestay.kr, 신고: https://privacy.kisa.or.kr (국번 없이 118).')).toEqual([
      { type: 'text', text: '문의: ' },
      { type: 'link', text: 'privacy@awesomestay.kr', href: 'mailto:privacy@awesomestay.kr' },
      { type: 'text', text: ', 신고: ' },
      { type: 'link', text: 'https://privacy.kisa.or.kr', href: 'https://privacy.kisa.or.kr' },
      { type: 'text', text: ' (국번 없이 118).' },
    ]);
    expect(policyInline('javascript:alert(1) http://plain.example.com')).toEqual([{ type: 'text', text: 'javascript:alert(1) http://plain.example.com' }]);
    expect(policyInline('')).toEqual([]);
  });
});

test('the answer schema reads what the API sends', () => {
  const answer = {
    policy: { kind: 'privacy', version: 'v3.0', effectiveDate: '2026-11-28', current: true, title: '개인정보 처리방침', body: '## 1 {#a}' },
    versions: [{ version: 'v3.0', effectiveDate: '2026-11-28', current: true, upcoming: false }],
  };
  expect(v.parse(currentPolicySchema, answer)).toEqual(answer);
});
