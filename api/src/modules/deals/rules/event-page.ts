// The site's own deals (SPEC §7 event products) are the ones with an event page on this site: their
// event URL is this prefix followed by the deal's idx (/events/{idx}).

/** The site's own deals link to their event page. */
export const EVENT_PAGE_PREFIX = '/events/';
