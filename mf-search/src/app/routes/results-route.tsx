// '/search': the results page, parsed from the query of the current location on every change.
import { useLocation } from 'react-router';
import { ResultsPage } from '../../features/results/components/results-page';

export function ResultsRoute() {
  const { search } = useLocation();
  return <ResultsPage search={search} />;
}
