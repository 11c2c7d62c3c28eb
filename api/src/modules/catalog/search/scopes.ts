// The stays and plans of a city that a search scope keeps (an area, a sub-area, or a name's
// matches), remembered with the city block, and the warm-up that computes them at start.
import type { CatalogIndex } from './catalog-index';
import type { CityBlock } from './city-block';
import { scopeCounts } from './facets';
import { keepsStay, type Scope } from './scope';
import { memo } from './slice';

/** The stays of a city a scope keeps, and their plans (kept with the city block). */
export function scopeIn(block: CityBlock, scope: Scope): { key: string; positions: Int32Array; plans: Int32Array | null } {
  if (scope.kind !== 'location' || scope.node.level === 'city') {
    const all = memo(block.memo, 'scope:all', () => Int32Array.from(block.stays.keys()));
    return { key: 'scope:all', positions: all, plans: null };
  }
  const key = `scope:${scope.node.idx}`;
  return memo(block.memo, key, () => stayScope(block, key, (i) => keepsStay(scope, block.stays[i]!)));
}

export function stayScope(block: CityBlock, key: string, keep: (pos: number) => boolean): { key: string; positions: Int32Array; plans: Int32Array } {
  const positions = Int32Array.from(block.stays.keys()).filter(keep);
  const kept = new Uint8Array(block.stays.length);
  for (const pos of positions) kept[pos] = 1;
  const plans = Int32Array.from(block.planStay.keys()).filter((p) => kept[block.planStay[p]!] === 1);
  return { key, positions, plans };
}

/**
 * What a city's searches share whatever the dates: each of its areas' and sub-areas' stays and
 * plans, and their type and facility counts (the search store's startup warm-up calls this).
 */
export function warmScopes(block: CityBlock, index: CatalogIndex): void {
  for (const node of index.locations) {
    if (node.cityIdx !== block.cityIdx) continue;
    const part = scopeIn(block, { kind: 'location', node });
    scopeCounts(block, part.key, part.positions);
  }
}

