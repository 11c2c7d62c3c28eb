require('@testing-library/jest-dom');

// On a busy 2-core machine (Jest workers beside a webpack build) the first render of a page can
// take longer than Testing Library's 1 s default for findBy/waitFor; something that never appears
// still fails, only after 5 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
