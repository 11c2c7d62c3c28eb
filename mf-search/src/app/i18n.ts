// Namespace 'search': the app-level pages of mf-search (the not-found page). Each feature
// registers its own namespace (search-section, search-main, search-results, search-card).
import { addBundle } from '@stay/shared';

export const searchMessages = {
  ko: {
    notFound: {
      title: '페이지를 찾을 수 없습니다',
      lead: '주소를 다시 확인해 주세요.',
    },
  },
  en: {
    notFound: {
      title: 'Page not found',
      lead: 'Please check the address.',
    },
  },
  ja: {
    notFound: {
      title: 'ページが見つかりません',
      lead: 'アドレスをもう一度ご確認ください。',
    },
  },
};

export function registerSearchI18n(): void {
  addBundle('search', searchMessages);
}
