import type { SupportStrings } from './ko';

export const ja: SupportStrings = {
  common: {
    loading: '読み込み中です',
    failed: '内容を読み込めませんでした。',
    retry: '再試行',
    notFound: '見つかりませんでした。',
    backToList: '一覧へ',
    pager: 'ページ移動',
    prevPage: '前のページ',
    nextPage: '次のページ',
    pageN: '{{n}} ページ',
    login: 'ログイン',
    loginNeeded: 'ログインするとご利用いただけます。',
  },
  notFound: { title: 'ページが見つかりません', lead: 'アドレスをもう一度ご確認ください。' },
  faq: { title: 'よくある質問' },
  staff: { title: 'お問い合わせ回答（担当者）', only: 'この画面はカスタマーセンター担当者専用です。担当者の権限を持つアカウントでログインしてください。' },
  inquiries: { tabsLabel: '回答状況', sentAt: 'お問い合わせ日 {{date}}', booking: 'お問い合わせの予約', answeredAt: '回答日 {{date}}' },
  staffNav: { label: '担当者メニュー', inquiries: '問い合わせ回答', chat: 'ライブチャット', funnel: '予約ファネル', prices: 'メンバーシップ価格', messages: '未配信メッセージ' },
};
