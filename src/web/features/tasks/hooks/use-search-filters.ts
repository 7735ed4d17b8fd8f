import { useSearchParams } from 'react-router';
import { type SearchFilters, searchFromParams, withSearchParams } from '../task-filters.ts';

/**
 * My Tasks' search and filters, read from and written to the address, so a reload, a link or
 * going back and forward keeps them. Each change replaces the address rather than adding to the
 * history: typing a search is not a step to go back through.
 */
export function useSearchFilters(): [SearchFilters, (search: SearchFilters) => void] {
  const [params, setParams] = useSearchParams();
  return [
    searchFromParams(params),
    (search) => setParams((current) => withSearchParams(current, search), { replace: true }),
  ];
}
