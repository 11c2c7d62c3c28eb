// '/' composes the main page: the search section (with its own provider, STYLE "a widget that can
// appear twice") inside the hero, and the main content below. It shares the app-wide store, so
// the web bar's summary and this section show the same condition.
import { SearchConditionProvider, searchConditionStore } from '@stay/shared';
import { MainContent } from '../../features/main/components/main-content';
import { MainHero } from '../../features/main/components/main-hero';
import { SearchSection } from '../../features/search-section/components/search-section';

export function MainRoute() {
  return (
    <div className="sr-main">
      <SearchConditionProvider store={searchConditionStore}>
        <MainHero>
          <SearchSection variant="hero" />
        </MainHero>
        <MainContent />
      </SearchConditionProvider>
    </div>
  );
}
