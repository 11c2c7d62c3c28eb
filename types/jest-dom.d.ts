// Types of the jest-dom matchers (toBeInTheDocument, toHaveAttribute, ...) that
// tools/jest/after-env.cjs installs at run time. Program-wide once included; it belongs in the
// root types/ folder when the lead moves it.
/// <reference types="@testing-library/jest-dom" />
