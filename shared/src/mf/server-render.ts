// Drawing an app's first view on the server: what every server entry does around its own
// choice of page (plain .ts: the package exports its subpaths as .ts files). Not in the @stay/shared barrel (browsers never need react-dom/server); server
// entries import '@stay/shared/mf/server-render'.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { withServerPageData } from '../api-client/page-data';
import { initI18n } from '../i18n/i18n';
import { searchConditionStore, startFromDefaults } from '../stores/search-condition';
import { sessionStore } from '../stores/session';
import { sessionFromPage } from '../stores/session-from-page';
import { drawForWebView } from '../webview/webview';
import type { FirstViewInput, MountProps } from './contract';

/**
 * The app's markup for this page, as its parcel's first render in the browser will draw it: the
 * page's language, the search defaults of today, the visitor's first-screen answers. Throws when a
 * part of the tree could not be drawn (React left it to the browser), so the page is drawn there.
 */
export function renderApp(App: ComponentType<MountProps>, input: FirstViewInput, name: string): string {
  initI18n(input.locale);
  startFromDefaults(searchConditionStore);
  drawForWebView(input.webview === true);
  const { data, ...props } = input;
  const html = drawForVisitor(data, () => renderToString(createElement(App, props)));
  if (html.includes('<!--$!-->')) throw new Error(`${name}: the page could not be drawn on the server`);
  return html;
}

/**
 * Runs a server render with this visitor's first-screen answers readable (page-data) and, when their
 * member info is among them, as that member (the browser's hydration starts the same way). A render
 * is synchronous, so no other visitor's render sees either; the session is cleared after it.
 */
export function drawForVisitor<T>(answers: Readonly<Record<string, unknown>>, draw: () => T): T {
  return withServerPageData(answers, () => {
    sessionFromPage();
    try {
      return draw();
    } finally {
      sessionStore.getState().reset();
    }
  });
}
