import type { SearchStrings } from './ko';

export const ja: SearchStrings = {
  notFound: {
    title: 'ページが見つかりません',
    lead: 'アドレスをもう一度ご確認ください。',
  },
};
