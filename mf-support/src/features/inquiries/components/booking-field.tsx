// The inquiry form's booking: a picker of the member's real bookings (newest first), the chosen one
// spelled out under it (stay, dates, order number) and read with the picker by a screen reader, and,
// when a link named a booking that is not theirs, a note saying it was left unselected.
import { useInquiriesTranslation } from '../i18n';
import { formatKst } from '../../../lib/kst';
import type { InquiryOrder } from '../api/inquiries';

interface Props {
  /** The form's id prefix: the select is `${id}-orderNum`. */
  id: string;
  orders: readonly InquiryOrder[];
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  /** The field's error message ('' when none). */
  error: string;
  /** The order number a link asked for that is not among the member's bookings. */
  unknownOrderNum: string | null;
}

export function BookingField({ id, orders, value, onChange, error, unknownOrderNum }: Props) {
  const { t, i18n } = useInquiriesTranslation();
  const dates = (o: InquiryOrder) => (o.checkinDate ? `${formatKst(o.checkinDate, i18n.language, false)} – ${formatKst(o.checkoutDate, i18n.language, false)}` : '');
  const describe = (o: InquiryOrder) => [o.productName, dates(o), t('form.orderNum', { num: o.orderNum })].filter(Boolean).join(' · ');
  const chosen = orders.find((o) => o.orderNum === value);
  const ids = { select: `${id}-orderNum`, chosen: `${id}-orderNum-chosen`, hint: `${id}-orderNum-hint`, unknown: `${id}-orderNum-unknown`, msg: `${id}-orderNum-msg` };
  return (
    <div className="sp-field">
      <label htmlFor={ids.select}>{t('form.booking')}</label>
      {unknownOrderNum && (
        <p className="sp-notice sp-notice--warn" id={ids.unknown} role="status" data-testid="booking-unknown">
          {t('form.bookingUnknown', { num: unknownOrderNum })}
        </p>
      )}
      <select
        className="sp-input"
        id={ids.select}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.chosen, unknownOrderNum ? ids.unknown : '', ids.hint, ids.msg].filter(Boolean).join(' ')}
      >
        <option value="">{t('form.bookingNone')}</option>
        {orders.map((o) => (
          <option key={o.orderNum} value={o.orderNum}>
            {describe(o)}
          </option>
        ))}
      </select>
      <p className={chosen ? 'sp-booking sp-booking--chosen' : 'sp-note'} id={ids.chosen} aria-live="polite" data-testid="booking-chosen">
        {chosen ? t('form.bookingChosen', { booking: describe(chosen) }) : t('form.bookingNoneChosen')}
      </p>
      <p className="sp-note" id={ids.hint}>
        {t('form.bookingHint')}
      </p>
      <p className="sp-field__msg" id={ids.msg}>
        {error}
      </p>
    </div>
  );
}
