import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type SearchFilters, searchFromParams, withSearchParams } from '../task-filters.ts';

/**
 * My Tasks' search and filters, kept in the address, so a reload, a link or going back and
 * forward keeps them. Each change replaces the address rather than adding to the history:
 * typing a search is not a step to go back through.
 *
 * The router writes the address a moment after a key is pressed, so the filters shown are this
 * hook's own, changed at once (or typing fast loses letters); an address the hook did not write
 * (back, forward, a link) replaces them, once the browser is at it.
 */
export function useSearchFilters(): [SearchFilters, (search: SearchFilters) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const written = useRef(new Set<string>());
  const [shown, setShown] = useState(() => ({ address, search: searchFromParams(params) }));
  // The router moves the address first and shows it later, in a transition: a render for a key
  // pressed meanwhile can still see an address the browser has left. Only the address the
  // browser is at now may replace what the user typed.
  const current = address === new URLSearchParams(window.location.search).toString();
  if (shown.address !== address && current) {
    const ours = written.current.delete(address);
    setShown({ address, search: ours ? shown.search : searchFromParams(params) });
  }

  function change(search: SearchFilters) {
    setShown((current) => ({ ...current, search }));
    const next = withSearchParams(params, search).toString();
    written.current.add(next);
    setParams((current) => withSearchParams(current, search), { replace: true });
  }
  return [shown.search, change];
}
