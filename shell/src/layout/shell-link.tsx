// An in-app link: a real <a href> (so it can be opened in a new tab, copied, crawled) whose plain
// click goes through the shared navigation API instead of reloading the page.
import { localizedHref, navigate } from '@stay/shared';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** App path without the locale prefix, e.g. '/mypage/books'. */
  to: string;
  children: ReactNode;
  /** Runs after the navigation was started (e.g. to close a menu). */
  onNavigate?: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

export function ShellLink({ to, children, onNavigate, onClick, ...rest }: ShellLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // Let the browser handle new-tab and new-window clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
    onNavigate?.();
  };
  return (
    <a href={localizedHref(to)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
