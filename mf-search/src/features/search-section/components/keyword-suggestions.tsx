// The two suggestion columns (SPEC §2): locations and accommodations, each with its own empty
// message, plus an overall empty message. One listbox with two groups, driven from the input
// (aria-activedescendant), so arrow keys move through both columns.
import { useId } from 'react';
import type { KeywordResult } from '../api/search-keyword';
import type { KeywordSearchState } from '../hooks/use-keyword-search';
import { useSectionTranslation } from '../i18n';
import { splitMatch } from '../lib/keyword';
import { BuildingIcon, PinIcon } from './icons';

export interface KeywordSuggestionsProps {
  listboxId: string;
  state: KeywordSearchState;
  active: number;
  optionId: (index: number) => string;
  onActive: (index: number) => void;
  onChoose: (item: KeywordResult) => void;
}

function Name({ name, query }: { name: string; query: string }) {
  const [before, match, after] = splitMatch(name, query);
  return (
    <span className="sr-option__name">
      {before}
      {match && <mark>{match}</mark>}
      {after}
    </span>
  );
}

export function KeywordSuggestions({ listboxId, state, active, optionId, onActive, onChoose }: KeywordSuggestionsProps) {
  const { t } = useSectionTranslation();
  const locationsId = useId();
  const productsId = useId();
  const { locations, products } = state.results;
  // idle: the text is not sendable yet (e.g. 'ㅅ' while composing), nothing to show.
  const idle = state.status === 'idle';
  const waiting = state.status === 'loading' && state.resultsFor === '';
  const settled = state.status === 'done' || state.status === 'error';
  const nothing = settled && locations.length === 0 && products.length === 0;

  const status = idle
    ? ''
    : state.status === 'loading'
      ? t('keyword.searching')
      : nothing
        ? t('keyword.empty', { text: state.resultsFor })
        : t('keyword.resultCount', { locations: locations.length, products: products.length });

  const option = (item: KeywordResult, index: number) => (
    <li
      key={`${item.resultType}-${item.idx}-${item.subIdx}-${index}`}
      id={optionId(index)}
      role="option"
      aria-selected={active === index}
      className={`sr-option${active === index ? ' sr-option--active' : ''}`}
      // Keep focus in the input: the option is chosen on click.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => active !== index && onActive(index)}
      onClick={() => onChoose(item)}
    >
      <span className="sr-option__icon" aria-hidden="true">
        {item.resultType === 'product' ? <BuildingIcon /> : <PinIcon />}
      </span>
      <span className="sr-option__text">
        <Name name={item.resultName} query={state.resultsFor} />
        {item.subText && <span className="sr-option__sub">{item.subText}</span>}
        {item.resultType === 'product' && <span className="sr-visually-hidden">{t('keyword.productHint')}</span>}
      </span>
    </li>
  );

  return (
    <div className="sr-suggest" aria-busy={state.status === 'loading'}>
      {/* One live region: visible while waiting or when nothing matched, read-only otherwise. */}
      <p className={nothing ? 'sr-suggest__empty' : waiting ? 'sr-suggest__waiting' : 'sr-visually-hidden'} role="status" aria-live="polite">
        {status}
      </p>
      <ul id={listboxId} role="listbox" aria-label={t('keyword.suggestions')} className="sr-suggest__columns" hidden={idle || waiting || nothing}>
        <li role="presentation" className="sr-suggest__col">
          <ul role="group" aria-labelledby={locationsId}>
            <li role="presentation" id={locationsId} className="sr-suggest__heading">
              {t('keyword.locations')}
            </li>
            {locations.map((item, i) => option(item, i))}
            {locations.length === 0 && (
              <li role="presentation" className="sr-suggest__none">
                {t('keyword.locationsEmpty')}
              </li>
            )}
          </ul>
        </li>
        <li role="presentation" className="sr-suggest__col">
          <ul role="group" aria-labelledby={productsId}>
            <li role="presentation" id={productsId} className="sr-suggest__heading">
              {t('keyword.products')}
            </li>
            {products.map((item, i) => option(item, locations.length + i))}
            {products.length === 0 && (
              <li role="presentation" className="sr-suggest__none">
                {t('keyword.productsEmpty')}
              </li>
            )}
          </ul>
        </li>
      </ul>
    </div>
  );
}
