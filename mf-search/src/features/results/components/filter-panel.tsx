// Filters (kept in the URL): price range of the stay's total, review score (out of 5, as the cards show it), free cancellation and
// meals, star rating, property type and facilities. Every change applies at once; the price applies with its button (or Enter).
import { useId, useState, type FormEvent } from 'react';
import { formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import { formatAverage } from '@stay/shared/kit/review-score';
import type { Facet } from '../api/find-products';
import type { Facets } from '../hooks/use-product-results';
import { useResultsTranslation } from '../i18n';
import { hasFilters, REVIEW_CHOICES, STAR_CHOICES, toggle, withoutFilters, type ResultOptions } from '../lib/results-query';

export interface FilterPanelProps {
  options: ResultOptions;
  facets: Facets;
  onChange: (options: ResultOptions) => void;
}

function CheckGroup<T extends string | number>({ legend, items, chosen, onToggle }: {
  legend: string;
  items: { value: T; label: string; count?: number }[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
}) {
  const { t } = useResultsTranslation();
  if (items.length === 0) return null;
  return (
    <fieldset className="sr-filter">
      <legend className="sr-filter__legend">{legend}</legend>
      <ul className="sr-filter__list">
        {items.map((item) => (
          <li key={item.value}>
            <label className="sr-check">
              <input type="checkbox" checked={chosen.includes(item.value)} onChange={() => onToggle(item.value)} />
              <span>{item.label}</span>
              {item.count !== undefined && <span className="sr-check__count">{t('filters.facetCount', { count: item.count })}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceFilter({ options, facets, onChange }: FilterPanelProps) {
  const { t } = useResultsTranslation();
  const locale = useLocale();
  const id = useId();
  const [min, setMin] = useState(options.priceMin === null ? '' : String(options.priceMin));
  const [max, setMax] = useState(options.priceMax === null ? '' : String(options.priceMax));
  const read = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let priceMin = read(min);
    let priceMax = read(max);
    if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
    onChange({ ...options, priceMin, priceMax });
  };

  const range = facets.priceRange;
  return (
    <form className="sr-filter sr-filter--price" onSubmit={onSubmit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="sr-filter__legend">
        {t('filters.price')}
      </p>
      {range && range.max > 0 && (
        <p className="sr-filter__hint">{t('filters.priceHint', { min: formatKrw(range.min, locale), max: formatKrw(range.max, locale) })}</p>
      )}
      <div className="sr-price-inputs">
        <label>
          <span>{t('filters.priceMin')}</span>
          <input type="number" inputMode="numeric" min={0} step={10000} value={min} onChange={(e) => setMin(e.target.value)} />
        </label>
        <span aria-hidden="true">~</span>
        <label>
          <span>{t('filters.priceMax')}</span>
          <input type="number" inputMode="numeric" min={0} step={10000} value={max} onChange={(e) => setMax(e.target.value)} />
        </label>
      </div>
      <button type="submit" className="sr-button sr-button--ghost sr-filter__apply">
        {t('filters.priceApply')}
      </button>
    </form>
  );
}

function ReviewFilter({ options, onChange }: Pick<FilterPanelProps, 'options' | 'onChange'>) {
  const { t } = useResultsTranslation();
  const name = useId();
  const choices: (number | null)[] = [null, ...REVIEW_CHOICES];
  return (
    <fieldset className="sr-filter">
      <legend className="sr-filter__legend">{t('filters.review')}</legend>
      <ul className="sr-filter__list">
        {choices.map((score) => (
          <li key={score ?? 'any'}>
            <label className="sr-check">
              <input type="radio" name={name} checked={options.reviewMin === score} onChange={() => onChange({ ...options, reviewMin: score })} />
              <span>{score === null ? t('filters.reviewAny') : t('filters.reviewMin', { score: formatAverage(score / 2) })}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function TermsFilter({ options, onChange }: Pick<FilterPanelProps, 'options' | 'onChange'>) {
  const { t } = useResultsTranslation();
  return (
    <fieldset className="sr-filter">
      <legend className="sr-filter__legend">{t('filters.stayTerms')}</legend>
      <ul className="sr-filter__list">
        <li>
          <label className="sr-check">
            <input type="checkbox" checked={options.freeCancel} onChange={() => onChange({ ...options, freeCancel: !options.freeCancel })} />
            <span>{t('filters.freeCancel')}</span>
          </label>
        </li>
        <li>
          <label className="sr-check">
            <input type="checkbox" checked={options.meals} onChange={() => onChange({ ...options, meals: !options.meals })} />
            <span>{t('filters.meals')}</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}

const facetItems = (facets: Facet[]) => facets.map((f) => ({ value: f.code, label: f.name, count: f.count }));

export function FilterPanel({ options, facets, onChange }: FilterPanelProps) {
  const { t } = useResultsTranslation();
  // Remount the price inputs when the URL's price changes (e.g. 'clear filters').
  const priceKey = `${options.priceMin}-${options.priceMax}`;
  return (
    <div className="sr-filters">
      <div className="sr-filters__head">
        <h2 className="sr-filters__title">{t('filters.title')}</h2>
        {hasFilters(options) && (
          <button type="button" className="sr-link-button" onClick={() => onChange(withoutFilters(options))}>
            {t('filters.clear')}
          </button>
        )}
      </div>
      <PriceFilter key={priceKey} options={options} facets={facets} onChange={onChange} />
      <TermsFilter options={options} onChange={onChange} />
      <ReviewFilter options={options} onChange={onChange} />
      <CheckGroup
        legend={t('filters.stars')}
        items={STAR_CHOICES.map((n) => ({ value: n, label: t('filters.star', { count: n }) }))}
        chosen={options.stars}
        onToggle={(n) => onChange({ ...options, stars: toggle(options.stars, n) })}
      />
      <CheckGroup legend={t('filters.types')} items={facetItems(facets.types)} chosen={options.types} onToggle={(c) => onChange({ ...options, types: toggle(options.types, c) })} />
      <CheckGroup
        legend={t('filters.facilities')}
        items={facetItems(facets.facilities)}
        chosen={options.facilities}
        onToggle={(c) => onChange({ ...options, facilities: toggle(options.facilities, c) })}
      />
    </div>
  );
}
