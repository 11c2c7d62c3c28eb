// /mypage/books (SPEC §2, §4 Booking list): tabs pending / complete / cancel with their counts
// (default 0), the tab's bookings, paged as the member scrolls (and a 'show more' button for
// keyboards and screen readers). The tab lives in the URL (?tab=), so a link restores it.
import { confirm, navigate, setPageMeta, formatNumber } from '@stay/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { koreanToday } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { openLoginFor } from '@stay/shared/kit/login-redirect';
import { BOOK_TABS, isBookTab, type Book, type BookTab } from '../api/get-books';
import { hideBook } from '../api/hide-book';
import { useBooks } from '../hooks/use-books';
import { useBooksTranslation } from '../i18n';
import { BookRow } from './book-row';
import '../../../components/mypage.css';

export function BooksPage() {
  const { t } = useBooksTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: BookTab = isBookTab(requested) ? requested : 'pending';
  const { state, loadMore, reload, dropped } = useBooks(tab);
  const [notice, setNotice] = useState('');
  const sentinel = useRef<HTMLDivElement>(null);
  const title = t('title');
  const today = koreanToday();

  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  useEffect(() => {
    if (state.status === 'login') openLoginFor('member');
  }, [state.status, t]);

  const hasMore = state.status === 'ready' && state.hasMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  const select = (next: BookTab) => {
    setNotice('');
    navigate(paths.books(next), { replace: true });
  };
  // SPEC §7 PUT /v1/books/{id}: past and cancelled bookings can leave the list (errors alert through the client).
  const remove = async (book: Book) => {
    if (!(await confirm(t('row.removeConfirm')))) return;
    try {
      await hideBook(book.orderProductIdx);
      dropped(book.orderNum);
      setNotice(t('row.removed'));
    } catch {
      reload();
    }
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = BOOK_TABS.indexOf(tab);
    const last = BOOK_TABS.length - 1;
    const to = { ArrowRight: (i + 1) % BOOK_TABS.length, ArrowLeft: (i + last) % BOOK_TABS.length, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = BOOK_TABS[to]!;
    select(next);
    document.getElementById(`mp-tab-${next}`)?.focus();
  };

  const counts = state.status === 'ready' ? state.counts : null;
  return (
    <div className="mp-page" data-testid="books-page">
      <h1 className="mp-title">{title}</h1>
      <div className="mp-tabs" role="tablist" aria-label={t('tabs.label')}>
        {BOOK_TABS.map((name) => (
          <button
            key={name}
            id={`mp-tab-${name}`}
            type="button"
            role="tab"
            className="mp-tab"
            aria-selected={name === tab}
            aria-controls="mp-tabpanel"
            tabIndex={name === tab ? 0 : -1}
            onClick={() => select(name)}
            onKeyDown={onKey}
          >
            {t(`tabs.${name}`)}
            <span className="mp-tab__count" data-testid={`count-${name}`}>{counts ? formatNumber(counts[name], locale) : '–'}</span>
          </button>
        ))}
      </div>
      <div id="mp-tabpanel" role="tabpanel" aria-labelledby={`mp-tab-${tab}`} aria-busy={state.status === 'loading'}>
        {(state.status === 'loading' || state.status === 'login') && (
          <>
            <p role="status" className="mp-note">{t('loading')}</p>
            <div className="st-shimmer mp-skeleton" aria-hidden="true" />
            <div className="st-shimmer mp-skeleton" aria-hidden="true" />
          </>
        )}
        {state.status === 'failed' && (
          <div className="mp-state" role="alert">
            <p>{t('failed')}</p>
            {state.message && <p className="mp-note">{state.message}</p>}
            <button type="button" className="mp-button" onClick={reload}>{t('retry')}</button>
          </div>
        )}
        <p role="status" className="mp-note">{notice}</p>
        {state.status === 'ready' && (
          <>
            {state.books.length === 0 ? (
              <p className="mp-state">{t(`empty.${tab}`)}</p>
            ) : (
              <ul className="mp-books">
                {state.books.map((b) => (
                  <BookRow key={b.orderNum} book={b} today={today} onRemove={tab === 'pending' ? undefined : (x) => void remove(x)} />
                ))}
              </ul>
            )}
            <div ref={sentinel} />
            {state.hasMore && (
              <div className="mp-more">
                <button type="button" className="mp-button mp-button--ghost" onClick={loadMore} disabled={state.loadingMore} aria-busy={state.loadingMore}>
                  {state.loadingMore ? t('loading') : state.moreFailed ? t('retry') : t('more')}
                </button>
              </div>
            )}
            {!state.hasMore && state.books.length > 0 && state.page > 1 && <p className="mp-note mp-more">{t('end')}</p>}
          </>
        )}
      </div>
    </div>
  );
}
