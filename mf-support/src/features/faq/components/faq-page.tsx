// /faq: types as tabs, a search across every question, answers that open in place. The type, the
// search and the open question live in the URL (?tab=&q=&open=), so a copied link opens the same answer.
import { localizedHref } from '@stay/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFaqTranslation } from '../i18n';
import { AppLink } from '@stay/shared/kit/app-link';
import { Failed, Loading, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { getFaqs, type Faq, type FaqType } from '../api/get-faqs';
import { filterFaqs, inquiryTypeFor } from '../lib/filter-faqs';

export function FaqPage() {
  const { t, i18n } = useFaqTranslation();
  const { state, reload } = useLoad((signal) => getFaqs(signal), [i18n.language]);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const query = params.get('q') ?? '';
  const open = Number(params.get('open')) || null;
  const [draft, setDraft] = useState(query);

  const update = (next: { tab?: string | null; q?: string; open?: number | null }) => {
    const p = new URLSearchParams();
    const nextTab = next.tab === undefined ? tab : next.tab;
    const nextQ = next.q === undefined ? query : next.q;
    const nextOpen = next.open === undefined ? open : next.open;
    if (nextTab) p.set('tab', nextTab);
    if (nextQ) p.set('q', nextQ);
    if (nextOpen) p.set('open', String(nextOpen));
    setParams(p, { replace: true });
  };

  return (
    <PageFrame title={t('support:faq.title')} lead={t('faq.lead')}>
      <form
        className="sp-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: draft.trim(), open: null });
        }}
      >
        <label className="sp-visually-hidden" htmlFor="sp-faq-search">
          {t('faq.search')}
        </label>
        <input
          id="sp-faq-search"
          className="sp-input"
          type="search"
          value={draft}
          placeholder={t('faq.searchPlaceholder')}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value.trim() === '' && query) update({ q: '', open: null });
          }}
        />
        <button type="submit" className="sp-button sp-button--primary">
          {t('faq.search')}
        </button>
      </form>
      {state.status === 'loading' && <Loading lines={5} />}
      {(state.status === 'failed' || state.status === 'notFound' || state.status === 'login') && <Failed onRetry={reload} />}
      {state.status === 'ready' && (
        <FaqBody types={state.data.types} faqs={state.data.faqs} tab={tab} query={query} open={open} onChange={update} />
      )}
    </PageFrame>
  );
}

function FaqBody({ types, faqs, tab, query, open, onChange }: {
  types: FaqType[];
  faqs: Faq[];
  tab: string | null;
  query: string;
  open: number | null;
  onChange: (next: { tab?: string | null; q?: string; open?: number | null }) => void;
}) {
  const { t } = useFaqTranslation();
  const shown = filterFaqs(faqs, types, tab, query);
  const typeOf = (f: Faq) => types.find((x) => x.faqTypeIdx === f.faqTypeIdx);
  return (
    <>
      {!query && (
        <div className="sp-chips" role="group" aria-label={t('faq.types')}>
          {[{ code: null as string | null, name: t('faq.all') }, ...types].map((type) => (
            <button
              key={type.code ?? 'all'}
              type="button"
              className="sp-chip"
              aria-pressed={(tab ?? null) === type.code}
              onClick={() => onChange({ tab: type.code, open: null })}
            >
              {type.name}
            </button>
          ))}
        </div>
      )}
      {query && (
        <p className="sp-note" role="status">
          {t('faq.results', { q: query, count: shown.length })}
        </p>
      )}
      {shown.length === 0 ? (
        <div className="sp-state">
          <p>{t('faq.none')}</p>
          <AppLink className="sp-button sp-button--primary" to={paths.inquiryNew({ type: 'ETC' })}>
            {t('faq.ask')}
          </AppLink>
        </div>
      ) : (
        <ul className="sp-faq">
          {shown.map((f) => (
            <FaqItem key={f.faqIdx} faq={f} type={typeOf(f)} showType={!tab || Boolean(query)} open={open === f.faqIdx} onToggle={() => onChange({ open: open === f.faqIdx ? null : f.faqIdx })} />
          ))}
        </ul>
      )}
    </>
  );
}

function FaqItem({ faq, type, showType, open, onToggle }: { faq: Faq; type: FaqType | undefined; showType: boolean; open: boolean; onToggle: () => void }) {
  const { t } = useFaqTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = () => `${window.location.origin}${localizedHref(paths.faqAnswer(type?.code ?? null, faq.faqIdx))}`;
  return (
    <li className="sp-faq__item" data-open={open || undefined}>
      <h2 className="sp-faq__q">
        <button type="button" aria-expanded={open} aria-controls={`${id}-a`} id={`${id}-q`} onClick={onToggle}>
          {type && showType && <span className="sp-badge">{type.name}</span>}
          <span>{faq.title}</span>
        </button>
      </h2>
      {open && (
        <div className="sp-faq__a" id={`${id}-a`} role="region" aria-labelledby={`${id}-q`}>
          <p className="sp-text">{faq.content}</p>
          <div className="sp-faq__actions">
            <button
              type="button"
              className="sp-button"
              onClick={() => {
                void navigator.clipboard?.writeText(link()).then(() => setCopied(true), () => setCopied(false));
              }}
            >
              {t('faq.copyLink')}
            </button>
            <span className="sp-note" role="status">
              {copied ? t('faq.copied') : ''}
            </span>
          </div>
          <p className="sp-faq__help">
            {t('faq.stillNeedHelp')}{' '}
            <AppLink to={paths.inquiryNew({ type: inquiryTypeFor(type?.code) })}>{t('faq.ask')}</AppLink>
          </p>
        </div>
      )}
    </li>
  );
}
