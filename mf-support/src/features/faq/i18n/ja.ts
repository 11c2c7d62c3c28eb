import type { FaqStrings } from './ko';

export const ja: FaqStrings = {
  faq: {
    lead: '予約・決済・キャンセル・メンバーシップに関するよくある質問です。',
    search: '質問を検索',
    searchPlaceholder: '知りたい内容を入力してください（例：返金）',
    types: '質問の種類',
    all: 'すべて',
    results: '「{{q}}」の検索結果 {{count}}件',
    none: '該当する質問がありません。1:1お問い合わせからご質問ください。',
    copyLink: 'リンクをコピー',
    copied: 'リンクをコピーしました。',
    stillNeedHelp: '解決しませんでしたか？',
    ask: '1:1お問い合わせ',
  },
};
