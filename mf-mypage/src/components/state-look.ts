// My page's classes for the states a page shows without its data (@stay/shared/kit/page-states).
import type { StateLook } from '@stay/shared/kit/page-states';

export const stateLook: StateLook = { page: 'mp-page', title: 'mp-title', note: 'mp-note', skeleton: 'st-shimmer mp-skeleton', state: 'mp-state', button: 'mp-button' };
