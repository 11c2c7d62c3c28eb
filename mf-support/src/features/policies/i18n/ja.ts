import type { PoliciesStrings } from './ko';

export const ja: PoliciesStrings = {
  policy: {
    terms: { title: '利用規約', lead: 'オーサムステイの利用規約です。' },
    privacy: { title: 'プライバシーポリシー', lead: 'オーサムステイにおける個人情報の取り扱いについて。' },
    ir: { title: '投資家情報', lead: 'オーサムステイの投資家向け情報です。' },
    version: 'バージョン',
    effective: '施行日 {{date}}',
    current: '現在施行中',
    upcoming: '施行予定',
    older: '以前のバージョンを表示しています。',
    showCurrent: '現在のバージョンを見る',
    versionOption: '{{version}}（施行 {{date}}）',
    toc: '目次',
  },
  terms: { title: '利用規約', lead: 'オーサムステイの利用規約です。' },
  privacy: { title: 'プライバシーポリシー', lead: 'オーサムステイにおける個人情報の取り扱いについて。' },
  ir: { title: '投資家情報', lead: 'オーサムステイの投資家向け情報です。' },
};
