// /mypage/alarms: the member's advance notices (SPEC §7), each with its deal, sale dates and state;
// one not yet sent can be cancelled (after a confirmation), and the list says so.
import { confirm, setPageMeta } from '@stay/shared';
import { useEffect, useState } from 'react';
import { AppLink } from '@stay/shared/kit/app-link';
import { PageStates } from '@stay/shared/kit/page-states';
import { stateLook } from '../../../components/state-look';
import { formatDay } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useStateTexts } from '../../../lib/i18n';
import { useLoad } from '@stay/shared/kit/use-load';
import { cancelAlarm, getAlarms, type Alarm } from '../api/alarms';
import { useAlarmsTranslation } from '../i18n';
import '../../../components/mypage.css';

function Alarms({ initial }: { initial: Alarm[] }) {
  const { t } = useAlarmsTranslation();
  const locale = useLocale();
  const [alarms, setAlarms] = useState(initial);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<number | null>(null);

  const cancel = async (alarm: Alarm) => {
    if (!(await confirm(t('cancelConfirm', { title: alarm.title })))) return;
    setBusy(alarm.alarmIdx);
    try {
      await cancelAlarm(alarm.alarmIdx);
      setAlarms((list) => list.filter((a) => a.alarmIdx !== alarm.alarmIdx));
      setNotice(t('cancelled', { title: alarm.title }));
    } catch (error) {
      setNotice(`${t('failed')}${error instanceof Error && error.message ? ` ${error.message}` : ''}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mp-page" data-testid="alarms-page">
      <h1 className="mp-title">{t('title')}</h1>
      <p className="mp-note">{t('lead')}</p>
      <p role="status" className="mp-note">
        {notice}
      </p>
      {alarms.length === 0 ? (
        <p className="mp-state">{t('empty')}</p>
      ) : (
        <ul className="mp-books">
          {alarms.map((a) => (
            <li key={a.alarmIdx} className="mp-card" data-testid="alarm-row" style={{ margin: 0 }}>
              <span className="mp-badge">{t(`state.${a.state}`)}</span>
              <h2 className="mp-sub">{a.eventUrl ? <AppLink to={a.eventUrl}>{a.title}</AppLink> : a.title}</h2>
              <ul className="mp-book__meta">
                <li>{t('sale', { from: formatDay(a.saleStartDate, locale), to: formatDay(a.saleEndDate, locale) })}</li>
                <li>{a.notified ? t('notified') : t('waiting')}</li>
              </ul>
              {a.cancellable && (
                <div className="mp-actions">
                  <button type="button" className="mp-button mp-button--ghost" aria-label={`${t('cancel')}: ${a.title}`} disabled={busy === a.alarmIdx} onClick={() => void cancel(a)}>
                    {t('cancel')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AlarmsPage() {
  const { t } = useAlarmsTranslation();
  const { state, reload } = useLoad((signal) => getAlarms(signal), []);
  const title = t('title');
  const stateTexts = useStateTexts(title);
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={stateTexts}>
      {(alarms) => <Alarms initial={alarms} />}
    </PageStates>
  );
}
