// An inquiry's state line: answered, or waiting with the promised reply time (late ones say so).
import { useInquiriesTranslation } from '../i18n';
import { formatKst } from '../../../lib/kst';
import type { Inquiry } from '../api/inquiries';

export function InquiryStatus({ inquiry }: { inquiry: Inquiry }) {
  const { t, i18n } = useInquiriesTranslation();
  return (
    <span className="sp-status">
      <span className={`sp-badge ${inquiry.complete ? 'sp-badge--ok' : 'sp-badge--wait'}`}>{t(`inquiries.status.${inquiry.status}`)}</span>
      {!inquiry.complete && (
        <span className={inquiry.overdue ? 'sp-due sp-due--late' : 'sp-due'}>
          {t(inquiry.overdue ? 'inquiries.overdue' : 'inquiries.due', { date: formatKst(inquiry.dueDate, i18n.language) })}
        </span>
      )}
    </span>
  );
}

export function BookingLine({ inquiry }: { inquiry: Pick<Inquiry, 'productName' | 'checkinDate' | 'checkoutDate' | 'orderNum'> }) {
  const { t, i18n } = useInquiriesTranslation();
  if (!inquiry.orderNum) return null;
  const dates = inquiry.checkinDate ? `${formatKst(inquiry.checkinDate, i18n.language, false)} – ${formatKst(inquiry.checkoutDate, i18n.language, false)}` : '';
  return <span className="sp-booking">{t('inquiries.bookingLine', { name: inquiry.productName ?? '', dates, num: inquiry.orderNum })}</span>;
}
