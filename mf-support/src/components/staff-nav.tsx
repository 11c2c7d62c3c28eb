// The staff pages' links to each other: answering inquiries and the booking funnel.
import { addBundle, useStayTranslation } from '@stay/shared';
import { paths } from '../config/paths';
import { AppLink } from '@stay/shared/kit/app-link';

const NS = 'support-staff-nav';
addBundle(NS, {
  ko: { label: '상담원 메뉴', inquiries: '문의 답변', chat: '실시간 상담', funnel: '예약 전환 퍼널' },
  en: { label: 'Staff pages', inquiries: 'Answer inquiries', chat: 'Live chat', funnel: 'Booking funnel' },
  ja: { label: '担当者メニュー', inquiries: '問い合わせ回答', chat: 'ライブチャット', funnel: '予約ファネル' },
});

export function StaffNav({ current }: { current: 'inquiries' | 'chat' | 'funnel' }) {
  const { t } = useStayTranslation(NS);
  return (
    <nav className="sp-chips" aria-label={t('label')}>
      <AppLink to={paths.staff} className="sp-chip" aria-current={current === 'inquiries' ? 'page' : undefined}>
        {t('inquiries')}
      </AppLink>
      <AppLink to={paths.staffChat} className="sp-chip" aria-current={current === 'chat' ? 'page' : undefined}>
        {t('chat')}
      </AppLink>
      <AppLink to={paths.funnel} className="sp-chip" aria-current={current === 'funnel' ? 'page' : undefined}>
        {t('funnel')}
      </AppLink>
    </nav>
  );
}
