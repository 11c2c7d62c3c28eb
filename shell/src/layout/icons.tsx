// Inline SVG icons of the top bar and web bar. Decorative: the button around each one carries the
// translated aria-label, so every svg is aria-hidden.
import type { ReactElement } from 'react';

export const ICON_KINDS = ['back', 'home', 'mypage', 'share', 'search', 'wish', 'coupon', 'book', 'menu'] as const;
export type IconKind = (typeof ICON_KINDS)[number];

const PATHS: Record<IconKind | 'user' | 'close' | 'arrowUp' | 'chevronDown', ReactElement> = {
  back: <path d="M15 5l-7 7 7 7" />,
  home: <path d="M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z" />,
  mypage: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>
  ),
  wish: <path d="M12 20s-7.5-4.6-9-9.3C2 7.4 4.2 4.5 7.4 4.5c2 0 3.5 1.1 4.6 2.7 1.1-1.6 2.6-2.7 4.6-2.7 3.2 0 5.4 2.9 4.4 6.2C19.5 15.4 12 20 12 20z" />,
  coupon: (
    <>
      <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4z" />
      <path d="M14 5v14" strokeDasharray="2 2" />
    </>
  ),
  book: (
    <>
      <rect x="4" y="5" width="16" height="16" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  arrowUp: <path d="M12 19V5M5 12l7-7 7 7" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
};

export type AnyIcon = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: AnyIcon; size?: number }) {
  return (
    <svg
      className="sh-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}

/** The word mark; text, so it scales and needs no image request. */
export function Logo() {
  return (
    <span className="sh-logo" aria-hidden="true">
      <span className="sh-logo__mark">A</span>
      <span className="sh-logo__word">AwesomeStay</span>
    </span>
  );
}
