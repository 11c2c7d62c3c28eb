// "Stock moved" (a hold, a release, a cancellation, a voucher's date): the search caches of this
// process and, through the cluster bus, of the sibling API workers drop that city's night blocks,
// so results stop showing the old stock at once (catalog/search/search-store.ts).
import { EventEmitter } from 'node:events';
import { publish, subscribe } from './cluster-bus';

const local = new EventEmitter();
local.setMaxListeners(0); // one per app instance (tests build many)

/** `cityIdx` undefined: every city. */
export function stockChanged(cityIdx?: number): void {
  local.emit('stock', cityIdx);
  publish('stock-changed', cityIdx);
}

export function onStockChanged(handler: (cityIdx?: number) => void): () => void {
  local.on('stock', handler);
  const unsubscribe = subscribe('stock-changed', handler);
  return () => {
    local.off('stock', handler);
    unsubscribe();
  };
}
