// Registers the results page's strings (namespace 'search-results').
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const RESULTS_NS = 'search-results';
export const resultsMessages = { ko, en, ja };
addBundle(RESULTS_NS, resultsMessages);

export function useResultsTranslation() {
  return useStayTranslation(RESULTS_NS);
}
