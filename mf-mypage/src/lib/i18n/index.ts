// My page's own namespace ('mypage'), ko/en/ja: what a page shows without its data, a
// cancellation's money lines (the cancel page, every scope) and the refunds ledger (the booking
// detail), the not-found page.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const MYPAGE_NS = 'mypage';
export const mypageMessages = { ko, en, ja };
addBundle(MYPAGE_NS, mypageMessages);

export const useMypageTranslation = () => useStayTranslation(MYPAGE_NS);

/** What PageStates says while a page with this title loads, or when it cannot. */
export function useStateTexts(title: string) {
  const { t } = useMypageTranslation();
  return { title, loading: t('loading'), loginNeeded: t('loginNeeded'), failed: t('failed'), retry: t('retry') };
}
