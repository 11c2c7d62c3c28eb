// '/search': the results page, parsed from the query of the current location on every change.
import { ResultsPage } from '../../features/results/components/results-page';

export function ResultsRoute({ search }: { search: string }) {
  return <ResultsPage search={search} />;
}
