// Facet lists that do not shrink while the traveller filters: every type and facility seen for the
// same destination and dates stays listed (with the latest count, 0 when gone), so ticking one
// box never makes the others disappear. Codes chosen in the URL but never returned stay listed too.
import { useRef } from 'react';
import type { Facet } from '../api/find-products';
import type { Facets } from './use-product-results';

interface Known {
  key: string;
  types: Map<string, string>;
  facilities: Map<string, string>;
}

function merge(known: Map<string, string>, latest: Facet[], chosen: string[]): Facet[] {
  for (const f of latest) known.set(f.code, f.name || known.get(f.code) || f.code);
  for (const code of chosen) if (!known.has(code)) known.set(code, code);
  const counts = new Map(latest.map((f) => [f.code, f.count]));
  return [...known.entries()].map(([code, name]) => ({ code, name, count: counts.get(code) ?? 0 }));
}

export function useStickyFacets(conditionKey: string, facets: Facets | null, chosen: { types: string[]; facilities: string[] }): Facets {
  const ref = useRef<Known>({ key: conditionKey, types: new Map(), facilities: new Map() });
  if (ref.current.key !== conditionKey) ref.current = { key: conditionKey, types: new Map(), facilities: new Map() };
  const known = ref.current;
  return {
    types: merge(known.types, facets?.types ?? [], chosen.types),
    facilities: merge(known.facilities, facets?.facilities ?? [], chosen.facilities),
    priceRange: facets?.priceRange ?? null,
  };
}
