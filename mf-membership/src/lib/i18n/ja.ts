import type { MembershipStrings } from './ko';

export const ja: MembershipStrings = {
  notFound: { title: 'ページが見つかりません', lead: 'アドレスをもう一度ご確認ください。' },
  common: {
    loading: '読み込み中…',
    loadFailed: '情報を読み込めませんでした。',
    retry: '再試行',
    login: 'ログインして加入',
    loginNeeded: 'ログインしてください。',
    perMonth: '月',
    perYear: '年',
    manage: 'メンバーシップ管理へ',
    working: '処理中…',
  },
};
