// Every user-visible string of mf-search exists in ko, en and ja (CONTRIBUTING, SPEC §1).
import { missingKeys } from '@stay/shared';
import { cardMessages } from '../../components/product-card/i18n';
import { mainMessages } from '../../features/main/i18n';
import { resultsMessages } from '../../features/results/i18n';
import { sectionMessages } from '../../features/search-section/i18n';
import { searchMessages } from '../../lib/i18n';
import { themeMessages } from '../../features/theme/i18n';

it.each([
  ['search', searchMessages],
  ['search-section', sectionMessages],
  ['search-main', mainMessages],
  ['search-results', resultsMessages],
  ['search-card', cardMessages],
  ['search-theme', themeMessages],
])('namespace %s has every key in ko, en and ja', (_ns, bundle) => {
  expect(missingKeys(bundle)).toEqual([]);
});
