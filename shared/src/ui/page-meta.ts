// Page title, description, open-graph image and noindex are set by the shell (SPEC §2 "Common
// layout"); a remote asks for them with this call.
import { bus } from '../events/event-bus';
import type { PageMeta } from '../events/stay-events';

export function setPageMeta(meta: PageMeta): void {
  bus.emit('meta:set', meta);
}
