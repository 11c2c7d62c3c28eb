// The analytics consent banner (our decision, documented in @stay/shared/analytics/consent.ts):
// shown until the visitor answers; nothing is sent before 'Allow'. A labelled region with two
// buttons, in the page's language; the answer is kept in local storage.
import { addBundle, onConsentChange, readConsent, setConsent, useStayTranslation } from '@stay/shared';
import { useEffect, useState } from 'react';
import './consent-banner.css';

const NS = 'shell-consent';
export const consentMessages = {
  ko: {
    label: '이용 통계 동의',
    text: '더 나은 서비스를 위해 검색, 숙소 조회, 예약 같은 이용 기록을 어썸스테이가 직접 수집해 통계로만 사용합니다. 동의하지 않아도 모든 기능을 이용할 수 있습니다.',
    allow: '동의',
    deny: '동의하지 않음',
  },
  en: {
    label: 'Usage statistics consent',
    text: 'To improve the service, AwesomeStay itself records what you do here (searches, stays viewed, bookings) for statistics only. Everything works just the same if you decline.',
    allow: 'Allow',
    deny: 'Decline',
  },
  ja: {
    label: '利用統計への同意',
    text: 'サービス改善のため、検索・宿泊施設の閲覧・予約などの利用記録をオーサムステイが直接収集し、統計にのみ使用します。同意しなくてもすべての機能をご利用いただけます。',
    allow: '同意する',
    deny: '同意しない',
  },
};
addBundle(NS, consentMessages);

/** `known`: the answer the server drew the page with (boot data `consent`, from its cookie). */
export function ConsentBanner({ hidden = false, known }: { hidden?: boolean; known?: 'granted' | 'denied' }) {
  const { t } = useStayTranslation(NS);
  const [answered, setAnswered] = useState(() => known !== undefined || readConsent() !== null);
  useEffect(() => onConsentChange((c) => setAnswered(c !== null)), []);
  if (answered || hidden) return null;
  return (
    <section className="sh-consent" role="region" aria-label={t('label')} data-testid="consent-banner">
      <p className="sh-consent__text">{t('text')}</p>
      <div className="sh-consent__actions">
        <button type="button" className="sh-consent__button sh-consent__button--ghost" onClick={() => setConsent('denied')}>
          {t('deny')}
        </button>
        <button type="button" className="sh-consent__button" onClick={() => setConsent('granted')}>
          {t('allow')}
        </button>
      </div>
    </section>
  );
}
