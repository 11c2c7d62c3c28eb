import type { ProductStrings } from './ko';

export const ja: ProductStrings = {
  notFound: {
    title: 'ページが見つかりません',
    lead: 'アドレスをもう一度ご確認ください。',
  },
};
