// /inquiries/new (?type=&orderNum=): the 1:1 inquiry form. Types come from common code 105; one of
// the member's real bookings can be linked: my page's "ask about this booking" opens the form with
// it chosen (the address is @stay/shared/contracts/inquiry-booking's), and a number that is not
// one of their bookings is left unchosen with a note, never an error page. It says when an answer
// will come before sending; a failed send keeps every character (also across a reload or a login,
// in this tab's session storage).
import { ClientException, navigate } from '@stay/shared';
import { bookingParamOf } from '@stay/shared/contracts/inquiry-booking';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInquiriesTranslation } from '../i18n';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { getInquiryOrders, getInquiryPrefill, getInquiryTypes, getReplyTime, sendInquiry, type InquiryOrder } from '../api/inquiries';
import { LIMITS, serverErrors, validateDraft, type DraftErrors, type InquiryDraft } from '../lib/inquiry-form';
import { BookingField } from './booking-field';

const DRAFT_KEY = 'stay.support.inquiryDraft';

function readDraft(): Partial<InquiryDraft> {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<InquiryDraft>;
  } catch {
    return {};
  }
}

/** The type a question about a booking gets when the link names none. */
const BOOKING_TYPE = 'RESERVATION';

/**
 * The booking a link asked about, checked against the member's own: listed (the picker holds the
 * newest 50), or confirmed by SPEC §7 GET /v1/inquiries/{type}?orderNum= (an older one); otherwise
 * it is unknown, and the form says so. A number no order can have is never sent.
 */
async function askedBooking(asked: ReturnType<typeof bookingParamOf>, type: string, orders: InquiryOrder[], signal: AbortSignal) {
  if (!asked) return { orders, unknown: null };
  if (orders.some((o) => o.orderNum === asked.orderNum)) return { orders, unknown: null };
  if (!asked.wellFormed) return { orders, unknown: asked.orderNum };
  try {
    const found = await getInquiryPrefill(type, asked.orderNum, signal);
    return { orders: [found, ...orders], unknown: null };
  } catch (error) {
    // Not theirs (or not a real booking): a note on the form. Anything else is the page's failure.
    if (error instanceof ClientException && error.status === 400) return { orders, unknown: asked.orderNum };
    throw error;
  }
}

export function InquiryFormPage() {
  const { t, i18n } = useInquiriesTranslation();
  const [params] = useSearchParams();
  const asked = bookingParamOf(params);
  const type = (params.get('type') ?? '').toUpperCase();
  const { state, reload } = useLoad(
    async (signal) => {
      const [types, listed, reply] = await Promise.all([getInquiryTypes(signal), getInquiryOrders(signal), getReplyTime(signal)]);
      const { orders, unknown } = await askedBooking(asked, types.some((x) => x.code === type) ? type : BOOKING_TYPE, listed, signal);
      return { types, orders, reply, unknown };
    },
    [i18n.language, asked?.orderNum, type],
  );
  return (
    <PageFrame title={t('form.title')} lead={t('form.lead')} noindex>
      {state.status === 'login' && <LoginPrompt />}
      {state.status === 'loading' && <Loading lines={6} />}
      {(state.status === 'failed' || state.status === 'notFound') && <Failed onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <div className="sp-notice" role="note">
            <p>
              <strong>{t('form.replyNow', { date: formatKst(state.data.reply.dueDate, i18n.language) })}</strong>
            </p>
            <p className="sp-note">
              {t(state.data.reply.open ? 'form.centreOpen' : 'form.centreClosed')} {t('centre.hours')}
            </p>
          </div>
          <InquiryForm
            types={state.data.types}
            orders={state.data.orders}
            initialType={params.get('type') ?? ''}
            initialOrder={state.data.unknown ? '' : (asked?.orderNum ?? '')}
            fromLink={Boolean(params.get('type') || asked)}
            unknownOrderNum={state.data.unknown}
          />
        </>
      )}
    </PageFrame>
  );
}

function InquiryForm({ types, orders, initialType, initialOrder, fromLink, unknownOrderNum }: {
  types: { code: string; name: string }[];
  orders: InquiryOrder[];
  initialType: string;
  /** The booking a link chose ('' when none, or when it was not the member's). */
  initialOrder: string;
  /** Opened from a link that says what it is about: a draft kept from before does not override it. */
  fromLink: boolean;
  unknownOrderNum: string | null;
}) {
  const { t } = useInquiriesTranslation();
  const id = useId();
  const [draft, setDraft] = useState<InquiryDraft>(() => {
    const saved = fromLink ? {} : readDraft();
    const type = types.some((x) => x.code === initialType.toUpperCase()) ? initialType.toUpperCase() : (saved.type ?? '');
    const orderNum = orders.some((o) => o.orderNum === initialOrder) ? initialOrder : (saved.orderNum ?? '');
    const aboutBooking = orderNum && !type && types.some((x) => x.code === BOOKING_TYPE);
    return { type: aboutBooking ? BOOKING_TYPE : type, orderNum, title: saved.title ?? '', content: saved.content ?? '' };
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft]);

  const set = (field: keyof InquiryDraft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found = validateDraft(draft);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    try {
      const inquiry = await sendInquiry({
        type: draft.type,
        title: draft.title.trim(),
        content: draft.content.trim(),
        orderNum: draft.orderNum || null,
        inquiryType: draft.orderNum ? 'BOOKING' : 'FORM',
        pageUrl: paths.inquiryNew(),
      });
      sessionStorage.removeItem(DRAFT_KEY);
      navigate(paths.inquiryDetail(inquiry.idx));
    } catch (error) {
      const details = error instanceof ClientException ? error.details : undefined;
      const fieldErrors = serverErrors(details, error instanceof Error ? error.message : '');
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length > 0 ? '' : error instanceof Error && error.message ? `${t('form.failed')} (${error.message})` : t('form.failed'));
      requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      setSending(false);
    }
  };

  const message = (field: keyof InquiryDraft) => {
    const key = errors[field];
    return key ? (key.startsWith('form.') ? t(key) : key) : '';
  };
  const fieldIds = (field: keyof InquiryDraft) => ({ id: `${id}-${field}`, 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': `${id}-${field}-msg` });
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <form className="sp-form" noValidate onSubmit={(e) => void submit(e)}>
      <div ref={summaryRef} tabIndex={-1} className="sp-form__summary" role="alert">
        {hasErrors && <p>{t('form.errorsTitle')}</p>}
        {failure && <p>{failure}</p>}
      </div>
      <div className="sp-field">
        <label htmlFor={`${id}-type`}>{t('form.type')}</label>
        <select className="sp-input" {...fieldIds('type')} value={draft.type} onChange={set('type')} required>
          <option value="">{t('form.typeChoose')}</option>
          {types.map((x) => (
            <option key={x.code} value={x.code}>
              {x.name}
            </option>
          ))}
        </select>
        <p className="sp-field__msg" id={`${id}-type-msg`}>{message('type')}</p>
      </div>
      <BookingField id={id} orders={orders} value={draft.orderNum} onChange={set('orderNum')} error={message('orderNum')} unknownOrderNum={unknownOrderNum} />
      <div className="sp-field">
        <label htmlFor={`${id}-title`}>{t('form.subject')}</label>
        <input className="sp-input" {...fieldIds('title')} value={draft.title} onChange={set('title')} maxLength={LIMITS.title.max} required autoComplete="off" />
        <p className="sp-field__row">
          <span className="sp-field__msg" id={`${id}-title-msg`}>{message('title')}</span>
          <span className="sp-note">{t('form.counter', { n: draft.title.trim().length, max: LIMITS.title.max })}</span>
        </p>
      </div>
      <div className="sp-field">
        <label htmlFor={`${id}-content`}>{t('form.content')}</label>
        <textarea className="sp-input sp-input--area" {...fieldIds('content')} value={draft.content} onChange={set('content')} maxLength={LIMITS.content.max} rows={8} required />
        <p className="sp-field__row">
          <span className="sp-field__msg" id={`${id}-content-msg`}>{message('content')}</span>
          <span className="sp-note">{t('form.counter', { n: draft.content.trim().length, max: LIMITS.content.max })}</span>
        </p>
      </div>
      <button type="submit" className="sp-button sp-button--primary sp-button--wide" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
