// Page meta of SPEC §2 "Common layout": the title is the page title plus the site suffix (the site
// name alone by default), a default description, Open Graph tags, the canonical url (the path
// without its query) and a noindex robots tag only on request. Remotes ask for their meta on the
// bus ('meta:set', sent by setPageMeta of @stay/shared); usePageMetaFromBus applies it.
import { currentLocale, type Locale, type PageMeta, sharePreviewOf, useStayEvent } from '@stay/shared';
import { useEffect, useRef } from 'react';
import { shellT } from '../i18n';

export interface PageMetaInput {
  title?: string;
  description?: string;
  /** Absolute URL, or a path on this origin. */
  image?: string;
  noindex?: boolean;
  /** Browser path of the page (locale prefix included). A query or hash is dropped. */
  path: string;
}

const OG_LOCALE: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US', ja: 'ja_JP' };

/** Finds or creates `<meta {attr}="{key}">` and sets its content; removes it when content is empty. */
function setMeta(attr: 'name' | 'property', key: string, content: string | undefined): void {
  const selector = `meta[${attr}="${key}"]`;
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  if (el.getAttribute('content') !== content) el.setAttribute('content', content);
}

function setCanonical(href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.append(el);
  }
  if (el.href !== href) el.href = href;
}

export function canonicalUrl(path: string, origin: string = window.location.origin): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  return `${origin}${bare.startsWith('/') ? bare : `/${bare}`}`;
}

export function pageTitle(title: string | undefined): string {
  const site = shellT('siteName');
  const own = title?.trim();
  return own ? `${own} | ${site}` : site;
}

/** `<html lang>`, touched only when the language changes. */
export function setPageLang(locale: string): void {
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}

export function applyPageMeta({ title, description, image, noindex = false, path }: PageMetaInput): void {
  const locale = currentLocale();
  const fullTitle = pageTitle(title);
  const desc = description?.trim() || shellT('meta.defaultDescription');
  const url = canonicalUrl(path);

  // Each only when it differs: a server-drawn page already has them, and setting the page's lang
  // (even to the same value) makes the browser work out every element's style again.
  if (document.title !== fullTitle) document.title = fullTitle;
  setPageLang(locale);
  setMeta('name', 'description', desc);
  setMeta('property', 'og:title', fullTitle);
  setMeta('property', 'og:description', desc);
  // Messengers show no SVG: a catalogue picture is shared as its PNG preview.
  setMeta('property', 'og:image', image ? new URL(sharePreviewOf(image), window.location.origin).href : undefined);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:locale', OG_LOCALE[locale]);
  setMeta('property', 'og:site_name', shellT('siteName'));
  setCanonical(url);
  // Only ever 'noindex' on request; otherwise no robots tag at all, so the default (index) holds.
  setMeta('name', 'robots', noindex ? 'noindex' : undefined);
}

/**
 * Keeps the meta in step with navigation and with 'meta:set'. On a path change the defaults
 * apply, unless a remote already set the meta for that same path (a remote may mount and emit
 * before the shell's effect for the new path runs). `pathname`: browser path, locale included.
 */
export function usePageMetaFromBus(pathname: string, locale?: string): void {
  const last = useRef<{ path: string; meta: PageMeta } | null>(null);

  useStayEvent('meta:set', (meta) => {
    const path = window.location.pathname;
    last.current = { path, meta };
    applyPageMeta({ ...meta, path });
  });

  useEffect(() => {
    const kept = last.current?.path === pathname ? last.current.meta : {};
    applyPageMeta({ ...kept, path: pathname });
    // `locale` re-applies the translated site name and description after a language switch.
  }, [pathname, locale]);
}
