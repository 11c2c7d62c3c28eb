// An in-app link: a real <a href> in the current locale whose plain click goes through the shared
// navigation API (the shell moves, no reload); a click with a modifier key opens it as the browser would.
import { localizedHref, navigate } from '@stay/shared';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export function AppLink({ to, children, ...rest }: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={localizedHref(to)} onClick={click} {...rest}>
      {children}
    </a>
  );
}
