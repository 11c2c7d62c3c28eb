// Public API of @stay/shared. One `export *` line per module; append new modules below.
// Framework-free code can also be imported by path (e.g. '@stay/shared/validation/schemas'),
// which the API server does to avoid React.
export * from './mf/contract';

export * from './log/logger';

export * from './events/stay-events';
export * from './events/event-bus';
export * from './events/use-stay-event';

export * from './i18n/i18n';
export * from './i18n/use-stay-translation';
export * from './i18n/summary';

export * from './ui/popup';
export * from './ui/page-meta';

export * from './navigation/navigation';
export * from './webview/webview';

export * from './api-client/client-exception';
export * from './api-client/cookies';
export * from './api-client/error-messages';
export * from './api-client/auth-refresh';
export * from './api-client/api-request';
export * from './api-client/debounced-call';
export { answersIn, pageDataKey, peekPageData } from './api-client/page-data';

export * from './stores/storage';
export * from './stores/return-url';
export * from './stores/session';
export * from './stores/use-session';
export { sessionFromPage, UserInfoResponse, USER_INFO_PATH, userInfoRead } from './stores/session-from-page';
export * from './stores/search-counts';
export * from './stores/search-defaults';
export * from './stores/search-query';
export * from './stores/search-condition';
export * from './stores/use-search-condition';
export * from './stores/recent-searches';
export * from './stores/use-recent-searches';

export * from './validation/messages';
export * from './validation/patterns';
export * from './validation/schemas';
export * from './validation/keyword';
export * from './validation/coerce';

export * from './dates/parse';
export { addMonths, addYears, dayForGridKey, daysInMonth, koreanDay, localDay, monthGrid, startOfMonth, weekdayOf } from './dates/day';
export * from './dates/labels';
export * from './dates/format';
export * from './money/format';

export * from './constants/storage-keys';
export * from './constants/channels';
export * from './constants/membership';
export * from './constants/payment-methods';
export * from './constants/limits';
export * from './constants/layout';
export * from './constants/nations';
export * from './constants/customer-centre';

// Federation plumbing for remotes (owned by the platform lead).
export * from './mf/instance';
export * from './mf/page-routes';
export * from './mf/parcel';
export * from './mf/router-navigator';
export * from './mf/use-remote-router';
export * from './mf/standalone';
export * from './mf/simple-page';
export * from './privacy/mask';
export * from './stores/query-dates';
export * from './ui/date-corrections';
export * from './ui/use-near-viewport';
export * from './ui/use-media-query';
export * from './ui/date-correction-notice';
export * from './ui/stay-map';
export * from './ui/lazy-image';
export * from './constants/share-preview';
export * from './analytics/events';
export * from './analytics/consent';
export * from './analytics/tracker';
export * from './analytics/adapters';
