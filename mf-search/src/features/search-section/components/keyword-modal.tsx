// The keyword modal (SPEC §2): a text input that ignores Enter (Enter only picks the option the
// arrow keys highlighted); empty, it shows recent searches and popular destinations; with text, the
// suggestions in two columns. Choosing a location sets the destination; choosing a stay opens its
// page in a new window. Text typed but not picked becomes a free-text destination on close.
import {
  isSendableKeyword,
  openInNewWindow,
  pickCondition,
  recentSearchesStore,
  useSearchCondition,
  useSearchConditionStore,
  type RecentSearchItem,
} from '@stay/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { paths } from '../../../config/paths';
import type { KeywordResult } from '../api/search-keyword';
import type { SubLocation } from '../api/get-sub-locations';
import { useKeywordSearch } from '../hooks/use-keyword-search';
import { useSectionTranslation } from '../i18n';
import { nextActive, suggestionOptions } from '../lib/keyword';
import { KeywordSuggestions } from './keyword-suggestions';
import { PopularDestinations } from './popular-destinations';
import { RecentSearches } from './recent-searches';
import { SectionModal } from './section-modal';
import '../../../components/tabs/tabs.css';
import './keyword.css';

export interface KeywordModalProps {
  id: string;
  anchorRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  /** A destination was chosen (the section moves on to the dates). */
  onChosen: () => void;
}

/** Recent items may carry area and subArea beyond SPEC §3's fields; older ones do not. */
type StoredRecent = RecentSearchItem & { area?: string; subArea?: string };

export function KeywordModal({ id, anchorRef, onClose, onChosen }: KeywordModalProps) {
  const { t } = useSectionTranslation();
  const store = useSearchConditionStore();
  const current = useSearchCondition((s) => s.searchText);
  const keyword = useKeywordSearch();
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const options = suggestionOptions(keyword.state.results);
  const showSuggestions = keyword.text.trim() !== '';
  const optionId = (index: number) => `${listboxId}-opt-${index}`;

  // New results, new highlight.
  useEffect(() => setActive(-1), [keyword.state.results]);

  // Free text typed and not picked becomes the destination when the modal closes.
  const picked = useRef(false);
  const typed = useRef('');
  typed.current = keyword.text;
  useEffect(
    () => () => {
      const text = typed.current.trim();
      if (!picked.current && text !== '' && isSendableKeyword(text)) store.getState().setDestination({ searchText: text });
    },
    [store],
  );

  const setDestination = (d: { nationCode?: string; cityCode?: string; area?: string; subArea?: string; searchText: string }) => {
    picked.current = true;
    store.getState().setDestination(d);
    onChosen();
  };

  const choose = (item: KeywordResult) => {
    if (item.resultType === 'product') {
      recentSearchesStore.getState().add('products', {
        resultName: item.resultName,
        idx: item.idx ?? 0,
        subIdx: item.subIdx ?? 0,
        cityCode: item.cityCode,
        nationCode: item.nationCode,
        resultType: 'product',
      });
      openInNewWindow(paths.product(item.idx ?? 0, pickCondition(store.getState())));
      return;
    }
    setDestination({ nationCode: item.nationCode, cityCode: item.cityCode, area: item.area, subArea: item.subArea, searchText: item.resultName });
  };

  const pickRecent = (item: StoredRecent) => {
    if (item.resultType === 'product') {
      openInNewWindow(paths.product(item.idx, pickCondition(store.getState())));
      return;
    }
    setDestination({ nationCode: item.nationCode, cityCode: item.cityCode, area: item.area ?? '', subArea: item.subArea ?? '', searchText: item.resultName });
  };

  const pickPlace = (place: SubLocation) =>
    setDestination({ nationCode: place.nationCode, cityCode: place.cityCode, area: place.area, subArea: place.subArea, searchText: place.addressName });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // SPEC §2: the input ignores Enter (no form submit); it may pick the highlighted option.
      event.preventDefault();
      if (event.nativeEvent.isComposing || keyword.isComposing()) return;
      const item = options[active];
      if (showSuggestions && item) choose(item);
      return;
    }
    if (!showSuggestions) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => nextActive(a, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <SectionModal id={id} kind="keyword" title={t('keyword.title')} anchorRef={anchorRef} onClose={onClose}>
      <div className="sr-keyword">
        <label className="sr-visually-hidden" htmlFor={`${id}-input`}>
          {t('keyword.inputLabel')}
        </label>
        <input
          id={`${id}-input`}
          className="sr-keyword__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showSuggestions}
          aria-controls={showSuggestions ? listboxId : undefined}
          aria-activedescendant={showSuggestions && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={current ? t('keyword.current', { name: current }) : t('keyword.placeholder')}
          value={keyword.text}
          data-autofocus
          onChange={(e) => keyword.onChange(e.target.value)}
          onCompositionStart={keyword.onCompositionStart}
          onCompositionEnd={(e) => keyword.onCompositionEnd(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {keyword.text && (
          <button type="button" className="sr-keyword__clear" aria-label={t('keyword.clearText')} onClick={keyword.clear}>
            ×
          </button>
        )}
      </div>
      {showSuggestions ? (
        <KeywordSuggestions
          listboxId={listboxId}
          state={keyword.state}
          active={active}
          optionId={optionId}
          onActive={setActive}
          onChoose={choose}
        />
      ) : (
        <div className="sr-keyword__empty">
          <RecentSearches onPick={pickRecent} />
          <PopularDestinations onPick={pickPlace} />
        </div>
      )}
    </SectionModal>
  );
}
