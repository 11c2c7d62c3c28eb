// The shell's server entry: the page's frame (notices, bars, footer) drawn by the site
// server around the page remote's server-rendered first view (api/site/first-view), so the first
// view sits in the HTML exactly where the shell draws it. The shell hydrates the frame in the
// browser (shell/bootstrap), keeping the first view as it is in the page's slot
// (shell/remotes/remote-slot), where the remote's parcel then hydrates it.
import { renderToString } from 'react-dom/server';
import { answersIn, initI18n, localeFromPath, searchConditionStore, startFromDefaults, userInfoRead, type BootData, type FirstViewRequest } from '@stay/shared';
import { drawForVisitor } from '@stay/shared/mf/server-render';
import { App } from '../app/app';
import { setServerLocation } from '../app/history';
import { registerShellI18n } from '../i18n';

registerShellI18n();

export interface ShellFrameInput {
  /** The page's path and query, e.g. '/en/search?q=1'. */
  url: string;
  boot: BootData;
  /** The page remote's first view, wrapped in its element (api/site/first-view). */
  firstViewHtml: string;
  /** The remote that drew it. */
  remote: string;
}

export function renderShellFrame({ url, boot, firstViewHtml, remote }: ShellFrameInput): string {
  const [pathname = '/', query] = url.split('?', 2);
  setServerLocation({ pathname, search: query ? `?${query}` : '', hash: '' });
  initI18n(localeFromPath(pathname).locale);
  // The web bar's summary: the defaults of this page's language and day, as the browser starts from.
  startFromDefaults(searchConditionStore);
  // As the member whose info came with the page (frameReads), if any: the bars and the page agree.
  const locale = localeFromPath(pathname).locale;
  const html = drawForVisitor(answersIn(boot.data, locale), () => renderToString(<App boot={boot} firstView={{ remote, html: firstViewHtml }} />));
  if (html.includes('<!--$!-->')) throw new Error('shell: the frame could not be drawn on the server');
  return html;
}

/** The frame's reads for a visitor: a member's info (drawn as them, and their session starts from it). */
export function frameReads({ member }: { member: boolean }): readonly FirstViewRequest[] {
  return member ? [userInfoRead()] : [];
}
