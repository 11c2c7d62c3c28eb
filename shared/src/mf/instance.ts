// Counts how many copies of @stay/shared run on the page. It must be one: the package is a federation
// singleton, and two copies would mean two event buses and two stores that cannot see each other.
// The e2e journeys read the count; it costs one property on window.
const w = typeof window === 'undefined' ? undefined : (window as unknown as { __STAY_SHARED_INSTANCES__?: number });
if (w) w.__STAY_SHARED_INSTANCES__ = (w.__STAY_SHARED_INSTANCES__ ?? 0) + 1;

export const SHARED_INSTANCE = true;
