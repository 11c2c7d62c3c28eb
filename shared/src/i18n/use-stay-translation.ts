// React binding: components translate with the platform instance, whether or not an
// I18nextProvider is above them (a remote mounted as a parcel has none).
import { setI18n, useTranslation } from 'react-i18next';
import { i18n } from './i18n';

// Make the platform instance react-i18next's global one, so a bare useTranslation() works too.
setI18n(i18n);

/** `useTranslation` bound to the platform instance; `ns` defaults to 'common'. */
export function useStayTranslation(ns?: string) {
  return useTranslation(ns, { i18n });
}
