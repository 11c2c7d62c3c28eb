// The privacy policy page's control for the usage-statistics answer the consent banner asked for
// (@stay/shared/analytics): shows the current answer and changes it. A part of the privacy policy,
// so its heading sits under the policy's own (h3).
import { addBundle, onConsentChange, readConsent, setConsent, useStayTranslation, type AnalyticsConsent } from '@stay/shared';
import { useEffect, useId, useState } from 'react';

const NS = 'support-consent';
export const consentControlMessages = {
  ko: { title: '이용 통계', granted: '이용 기록을 통계로 수집하는 데 동의하셨습니다.', denied: '이용 기록 수집에 동의하지 않으셨습니다.', none: '아직 선택하지 않으셨습니다. 선택 전에는 아무것도 수집하지 않습니다.', allow: '동의', deny: '동의하지 않음' },
  en: { title: 'Usage statistics', granted: 'You allowed us to record your use of the site for statistics.', denied: 'You declined usage statistics.', none: 'You have not chosen yet. Nothing is recorded until you do.', allow: 'Allow', deny: 'Decline' },
  ja: { title: '利用統計', granted: '利用記録を統計として収集することに同意されています。', denied: '利用統計に同意されていません。', none: 'まだ選択されていません。選択されるまで何も収集しません。', allow: '同意する', deny: '同意しない' },
};
addBundle(NS, consentControlMessages);

export function AnalyticsConsentControl() {
  const { t } = useStayTranslation(NS);
  const id = useId();
  const [consent, setLocal] = useState<AnalyticsConsent | null>(() => readConsent());
  useEffect(() => onConsentChange(setLocal), []);
  return (
    <section className="sp-card" aria-labelledby={`${id}-h`} data-testid="consent-control">
      <h3 id={`${id}-h`}>{t('title')}</h3>
      <p role="status">{consent === 'granted' ? t('granted') : consent === 'denied' ? t('denied') : t('none')}</p>
      <div className="sp-chips">
        <button type="button" className="sp-chip" aria-pressed={consent === 'granted'} onClick={() => setConsent('granted')}>
          {t('allow')}
        </button>
        <button type="button" className="sp-chip" aria-pressed={consent === 'denied'} onClick={() => setConsent('denied')}>
          {t('deny')}
        </button>
      </div>
    </section>
  );
}
