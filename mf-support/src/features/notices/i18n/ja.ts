import type { NoticesStrings } from './ko';

export const ja: NoticesStrings = {
  notice: {
    title: 'お知らせ',
    lead: 'オーサムステイからのお知らせです。',
    pinned: '重要',
    types: { NOTICE: 'お知らせ', EVENT: 'イベント', SYSTEM: 'システム' },
    empty: 'お知らせはありません。',
    prev: '前の記事',
    next: '次の記事',
    none: 'なし',
    updated: '更新 {{date}}',
  },
  ticker: { label: 'お知らせ', empty: '新しいお知らせはありません。' },
};
