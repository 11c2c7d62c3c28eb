// /mypage/books/{orderNum}/review: write the review of a completed stay (within 14 days of
// check-out), then edit it for 48 hours; after that it is shown locked. Rules are the server's
// (api/src/reviews); the form checks the same limits first (lib/validate.ts) and names every error
// beside its field (aria-invalid, aria-describedby) with a summary that takes the focus.
import { setPageMeta, type Locale } from '@stay/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '@stay/shared/kit/app-link';
import { PageStates } from '@stay/shared/kit/page-states';
import { stateLook } from '../../../components/state-look';
import { paths } from '../../../config/paths';
import { formatDateTime, formatDay } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorMessage } from '@stay/shared/kit/errors';
import { sendToLogin } from '@stay/shared/kit/login-redirect';
import { useLoad } from '@stay/shared/kit/use-load';
import { getReviewState, saveReview, type ReviewState } from '../api/reviews';
import { useReviewsTranslation } from '../i18n';
import { CONTENT_MAX, TITLE_MAX, validateReview, type ReviewErrors } from '../lib/validate';
import '../../../components/mypage.css';
import './reviews.css';

const dateTime = (iso: string, locale: Locale): string => formatDateTime(iso, locale);

function ReviewForm({ state, onSaved }: { state: ReviewState; onSaved: (next: ReviewState, edited: boolean) => void }) {
  const { t } = useReviewsTranslation();
  const editing = state.review !== null;
  const [star, setStar] = useState(state.review?.star ?? 0);
  const [title, setTitle] = useState(state.review?.title ?? '');
  const [content, setContent] = useState(state.review?.content ?? '');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const ids = { star: useId(), title: useId(), content: useId(), hint: useId() };
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (hasErrors || failure) summaryRef.current?.focus();
  }, [hasErrors, failure]);

  const submit = async () => {
    const found = validateReview({ star, title, content });
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved(await saveReview(state.orderProductIdx, { star, title: title.trim(), content: content.trim() }, editing), editing);
    } catch (error) {
      if (needsLogin(error)) return void sendToLogin(t('loginNeeded'));
      setFailure(errorMessage(error) || t('errors.save'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mp-card mp-review-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void submit();
      }}
    >
      {(hasErrors || failure) && (
        <div className="mp-alert" role="alert" tabIndex={-1} ref={summaryRef} data-testid="review-errors">
          <p>{failure || t('errors.summary')}</p>
        </div>
      )}
      <fieldset className="mp-stars" aria-describedby={errors.star ? `${ids.star}-e` : undefined} aria-invalid={errors.star ? true : undefined}>
        <legend>{t('star')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= star ? 'mp-star mp-star--on' : 'mp-star'}>
            <input type="radio" name={ids.star} value={n} checked={star === n} onChange={() => setStar(n)} />
            <span aria-hidden="true">★</span>
            <span className="sh-visually-hidden mp-sr">{t('starOption', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      {errors.star && <p className="mp-field-error" id={`${ids.star}-e`}>{t(errors.star)}</p>}
      <div className="mp-field">
        <label htmlFor={ids.title}>{t('titleLabel')}</label>
        <input
          id={ids.title}
          value={title}
          maxLength={TITLE_MAX + 20}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${ids.title}-e` : undefined}
          required
        />
        {errors.title && <p className="mp-field-error" id={`${ids.title}-e`}>{t(errors.title)}</p>}
      </div>
      <div className="mp-field mp-field--wide">
        <label htmlFor={ids.content}>{t('contentLabel')}</label>
        <textarea
          id={ids.content}
          value={content}
          rows={6}
          maxLength={CONTENT_MAX + 100}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${ids.hint}${errors.content ? ` ${ids.content}-e` : ''}`}
          required
        />
        <p className="mp-note" id={ids.hint}>
          {t('contentHint')} ({content.trim().length})
        </p>
        {errors.content && <p className="mp-field-error" id={`${ids.content}-e`}>{t(errors.content)}</p>}
      </div>
      <button type="submit" className="mp-button" disabled={busy} aria-busy={busy}>
        {busy ? t('saving') : editing ? t('save') : t('submit')}
      </button>
    </form>
  );
}

function ReviewScreen({ initial, orderNum }: { initial: ReviewState; orderNum: string }) {
  const { t } = useReviewsTranslation();
  const locale = useLocale();
  const [state, setState] = useState(initial);
  const [notice, setNotice] = useState<'' | 'saved' | 'edited'>('');
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const review = state.review;
  const heading = review ? (state.canEdit ? t('editTitle') : t('viewTitle')) : t('title');
  const day = (d: string | null) => (d ? formatDay(d, locale) : '');
  return (
    <div className="mp-page" data-testid="review-page">
      <p>
        <AppLink className="mp-link" to={paths.booking(orderNum)}>{t('back')}</AppLink>
      </p>
      <h1 className="mp-title">{heading}</h1>
      <p className="mp-sub">{state.productName}</p>
      <p className="mp-note">{t('stay', { room: state.roomName, from: day(state.checkinDate), to: day(state.checkoutDate) })}</p>
      {notice && (
        <div className="mp-ok" role="status" tabIndex={-1} ref={noticeRef} data-testid="review-saved">
          <p>{t(notice)}</p>
          <AppLink className="mp-link" to={paths.product(state.productIdx)}>{t('toProduct')}</AppLink>
        </div>
      )}
      {!review && !state.canWrite && <p className="mp-alert" data-testid="review-refusal">{t('notAllowed')}</p>}
      {!review && state.canWrite && state.deadline && <p className="mp-note">{t('deadline', { date: day(state.deadline) })}</p>}
      {review && state.canEdit && state.editableUntil && <p className="mp-note" data-testid="review-editable">{t('editableUntil', { date: dateTime(state.editableUntil, locale) })}</p>}
      {review && !state.canEdit && (
        <section className="mp-card" aria-labelledby="mp-rv-mine" data-testid="review-locked">
          <h2 className="mp-sub" id="mp-rv-mine">
            <span aria-label={t('starOption', { count: review.star })}>{'★'.repeat(review.star)}{'☆'.repeat(5 - review.star)}</span> {review.title}
          </h2>
          <p>{review.content}</p>
          <p className="mp-note">{t('verified')}</p>
          <p className="mp-note">{t('locked')}</p>
        </section>
      )}
      {(state.canWrite || state.canEdit) && (
        <ReviewForm
          key={review?.updatedDt ?? review?.createdDt ?? 'new'}
          state={state}
          onSaved={(next, edited) => {
            setState(next);
            setNotice(edited ? 'edited' : 'saved');
          }}
        />
      )}
    </div>
  );
}

export function ReviewPage({ orderNum }: { orderNum: string }) {
  const { t } = useReviewsTranslation();
  const { state, reload } = useLoad((signal) => getReviewState(orderNum, signal), [orderNum]);
  const title = t('title');
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={{ title, loading: t('loading'), failed: t('failed'), retry: t('retry'), notFound: t('notFound') }}>
      {(data) => <ReviewScreen initial={data} orderNum={orderNum} />}
    </PageStates>
  );
}
