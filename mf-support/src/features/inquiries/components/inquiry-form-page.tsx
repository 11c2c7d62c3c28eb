// /inquiries/new (?type=&orderNum=): the 1:1 inquiry form. Types come from common code 105; a
// booking of the member's can be linked (the booking detail opens it pre-filled through SPEC §7
// GET /v1/inquiries/{type}?orderNum=); it says when an answer will come before sending; a failed
// send keeps every character (also across a reload or a login, in this tab's session storage).
import { ClientException, navigate } from '@stay/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInquiriesTranslation } from '../i18n';
import { Failed, Loading, LoginPrompt, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { formatKst } from '../../../lib/kst';
import { getInquiryOrders, getInquiryPrefill, getInquiryTypes, getReplyTime, sendInquiry } from '../api/inquiries';
import { LIMITS, serverErrors, validateDraft, type DraftErrors, type InquiryDraft } from '../lib/inquiry-form';

const DRAFT_KEY = 'stay.support.inquiryDraft';

function readDraft(): Partial<InquiryDraft> {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<InquiryDraft>;
  } catch {
    return {};
  }
}

export function InquiryFormPage() {
  const { t, i18n } = useInquiriesTranslation();
  const [params] = useSearchParams();
  const orderNum = params.get('orderNum') ?? '';
  const type = (params.get('type') ?? '').toUpperCase();
  const { state, reload } = useLoad(
    async (signal) => {
      const [types, orders, reply] = await Promise.all([getInquiryTypes(signal), getInquiryOrders(signal), getReplyTime(signal)]);
      // A booking from my page's detail: SPEC §7 GET /v1/inquiries/{type}?orderNum= confirms it is
      // the member's and names it; an unknown one is simply not pre-selected.
      if (orderNum && /^[A-Za-z0-9_.-]{1,40}$/.test(orderNum)) {
        const prefill = await getInquiryPrefill(types.some((x) => x.code === type) ? type : 'RESERVATION', orderNum, signal).catch(() => null);
        if (prefill && !orders.some((o) => o.orderNum === prefill.orderNum)) orders.unshift(prefill);
      }
      return { types, orders, reply };
    },
    [i18n.language, orderNum, type],
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
          <InquiryForm types={state.data.types} orders={state.data.orders} initialType={params.get('type') ?? ''} initialOrder={params.get('orderNum') ?? ''} />
        </>
      )}
    </PageFrame>
  );
}

function InquiryForm({ types, orders, initialType, initialOrder }: {
  types: { code: string; name: string }[];
  orders: { orderNum: string; productName: string; checkinDate: string | null; checkoutDate: string | null }[];
  initialType: string;
  initialOrder: string;
}) {
  const { t, i18n } = useInquiriesTranslation();
  const id = useId();
  const fromLink = Boolean(initialType || initialOrder);
  const [draft, setDraft] = useState<InquiryDraft>(() => {
    const saved = fromLink ? {} : readDraft();
    const type = types.some((x) => x.code === initialType.toUpperCase()) ? initialType.toUpperCase() : (saved.type ?? '');
    const orderNum = orders.some((o) => o.orderNum === initialOrder) ? initialOrder : (saved.orderNum ?? '');
    return { type: initialOrder && !type ? 'RESERVATION' : type, orderNum, title: saved.title ?? '', content: saved.content ?? '' };
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
  const dates = (o: (typeof orders)[number]) => (o.checkinDate ? `${formatKst(o.checkinDate, i18n.language, false)} – ${formatKst(o.checkoutDate, i18n.language, false)}` : '');

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
      <div className="sp-field">
        <label htmlFor={`${id}-orderNum`}>{t('form.booking')}</label>
        <select className="sp-input" {...fieldIds('orderNum')} value={draft.orderNum} onChange={set('orderNum')}>
          <option value="">{t('form.bookingNone')}</option>
          {orders.map((o) => (
            <option key={o.orderNum} value={o.orderNum}>
              {[o.productName, dates(o), o.orderNum].filter(Boolean).join(' · ')}
            </option>
          ))}
        </select>
        <p className="sp-field__msg" id={`${id}-orderNum-msg`}>{message('orderNum')}</p>
      </div>
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
