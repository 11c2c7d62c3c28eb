import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BootData, FirstViewRequest } from '@stay/shared/mf/contract';
import { renderFirstView, type LoadEntry } from '../first-view';
import type { PageRemote } from '../page-remote';

// Server entries as the builds make them (tools/webpack/create-config.cjs serverConfig): ES modules
// exporting renderFirstView (a remote) and renderShellFrame (the shell).
const remoteEntry = (body: string) => `export function renderFirstView(input) { ${body} }\n`;
const SHELL = `export function renderShellFrame({ url, firstViewHtml }) { return '<header>' + url + '</header><main>' + firstViewHtml + '</main>'; }\n`;

const boot = (data: BootData['data'] = {}): BootData => ({ registry: {} as BootData['registry'], webview: false, data });
const warnings: string[] = [];
// Jest cannot import a file URL with a query (what the server uses to read a rebuilt entry anew):
// each load imports a copy of the file under a name of its own instead.
let copies = 0;
const load: LoadEntry = async (file) => {
  copies += 1;
  // A server entry whose import takes 400 ms (a large bundle, a busy disk).
  if (file.includes(`${path.sep}slow${path.sep}`)) await new Promise((r) => setTimeout(r, 400));
  const copy = `${file}.${copies}.mjs`;
  await fs.copyFile(file, copy);
  return import(copy);
};
const log = { warn: (_: object, msg: string) => void warnings.push(msg) };

describe("the page's first view is drawn on the server by the page remote's own server entry", () => {
  let dir: string;
  const shellDist = () => path.join(dir, 'shell');
  const versionDir = (version: string) => path.join(dir, 'artifacts', version);
  const locate = (rest: string) => {
    const [, version = '', ...file] = rest.split('/');
    return { root: versionDir(version), file: file.join('/'), immutable: true };
  };
  const remote = (version: string): PageRemote => ({ remote: 'mf_search', entry: `/remotes/mf-search/${version}/mf-manifest.json`, manifest: {}, prefetch: [] });
  const publish = async (version: string, source: string) => {
    await fs.mkdir(path.join(versionDir(version), 'server'), { recursive: true });
    await fs.writeFile(path.join(versionDir(version), 'server', 'entry.mjs'), source);
  };
  const draw = (version: string, extra: Partial<Parameters<typeof renderFirstView>[0]> = {}) =>
    renderFirstView({ url: '/en?x=1', remote: remote(version), locate, shellDist: shellDist(), boot: boot(), log, load, ...extra }).then((v) => v?.html ?? null);

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'first-view-'));
    await fs.mkdir(path.join(shellDist(), 'server'), { recursive: true });
    await fs.writeFile(path.join(shellDist(), 'server', 'entry.mjs'), SHELL);
    await publish('v1', remoteEntry("return { html: '<h1>v1 ' + input.locale + ' ' + input.pathname + ' ' + input.search + ' ' + JSON.stringify(input.data) + '</h1>' };"));
    await publish('v2', remoteEntry("return { html: '<h1>v2</h1>' };"));
    await publish('none', remoteEntry('return null;'));
    await publish('throws', remoteEntry("throw new Error('boom');"));
    await publish('slow', remoteEntry("return { html: '<h1>slow</h1>' };"));
    await publish('moved', remoteEntry("return { html: '<h1>moved</h1>', url: input.pathname + '?checkInDate=2030-01-02' };"));
    await publish('elsewhere', remoteEntry("return { html: '<h1>elsewhere</h1>', url: '/en/other?x=1' };"));
    await publish('hints', remoteEntry(`return { html: '<link rel="preload" as="image" href="/a.svg"/><h1>hinted</h1>' };`));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
  beforeEach(() => void (warnings.length = 0));

  test("the remote's view sits inside the shell's frame, marked for its parcel to hydrate, drawn for the page's locale, path and query", async () => {
    expect(await draw('v1')).toBe('<header>/en?x=1</header><main><div data-ssr-island="mf_search"><h1>v1 en /en ?x=1 {}</h1></div></main>');
  });

  test("it is drawn from the visitor's own first-screen answers, only those made in the page's locale", async () => {
    const data = { '/api/a': { locale: 'en' as const, body: { n: 1 } }, '/api/b': { locale: 'ko' as const, body: { n: 2 } } };
    expect(await draw('v1', { boot: boot(data) })).toContain('{"/api/a":{"n":1}}');
  });

  test('a view drawn for another address of the same page (a stay link without dates) names it, and the frame is drawn for it', async () => {
    const view = await renderFirstView({ url: '/en?x=1', remote: remote('moved'), locate, shellDist: shellDist(), boot: boot(), log, load });
    expect(view?.url).toBe('/en?checkInDate=2030-01-02');
    expect(view?.html).toMatch(/^<header>\/en\?checkInDate=2030-01-02<\/header>/);
  });

  test('an address of another page is not taken', async () => {
    const view = await renderFirstView({ url: '/en?x=1', remote: remote('elsewhere'), locate, shellDist: shellDist(), boot: boot(), log, load });
    expect(view?.url).toBeUndefined();
    expect(view?.html).toMatch(/^<header>\/en\?x=1<\/header>/);
  });

  test('a newly published version draws its own first view from the next page on, without a restart', async () => {
    expect(await draw('v1')).toContain('<h1>v1');
    expect(await draw('v2')).toContain('<h1>v2</h1>');
  });

  test("a rebuilt build folder's entry is read again (npm run dev)", async () => {
    const rebuilt = 'rebuilt';
    await publish(rebuilt, remoteEntry("return { html: '<h1>before</h1>' };"));
    expect(await draw(rebuilt)).toContain('before');
    await publish(rebuilt, remoteEntry("return { html: '<h1>after</h1>' };"));
    const later = new Date(Date.now() + 5_000);
    await fs.utimes(path.join(versionDir(rebuilt), 'server', 'entry.mjs'), later, later);
    expect(await draw(rebuilt)).toContain('after');
  });

  test('a page the remote does not draw, a remote without a server entry, or a shell without one: drawn in the browser', async () => {
    expect(await draw('none')).toBeNull();
    expect(await draw('missing')).toBeNull();
    expect(await draw('v1', { shellDist: path.join(dir, 'no-shell') })).toBeNull();
    expect(warnings).toEqual([]);
  });

  test('a server entry that throws costs only the first view, and says so in the log', async () => {
    expect(await draw('throws')).toBeNull();
    expect(warnings).toEqual(['first view: drawing failed; the page is drawn in the browser']);
  });

  test('a server entry slower to load than the budget is not waited for; it draws the pages after it has loaded', async () => {
    const started = Date.now();
    expect(await draw('slow', { budgetMs: 50 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(300);
    await new Promise((r) => setTimeout(r, 500));
    expect(await draw('slow', { budgetMs: 50 })).toContain('<h1>slow</h1>');
  });

  test("the frame's reads join the page's: a member's info is read only for a visitor with a session, and both parts draw from it", async () => {
    const memberShell = path.join(dir, 'member-shell');
    await fs.mkdir(path.join(memberShell, 'server'), { recursive: true });
    await fs.writeFile(
      path.join(memberShell, 'server', 'entry.mjs'),
      `${SHELL}export function frameReads({ member }) { return member ? [{ method: 'GET', url: '/api/service/auth/users' }] : []; }\n`,
    );
    const asked: string[][] = [];
    const read = async (reads: readonly FirstViewRequest[]) => {
      asked.push(reads.map((r) => r.url));
      return { data: Object.fromEntries(reads.map((r) => [r.url, { locale: 'en' as const, body: { grade: 'Gold' } }])) };
    };
    const page = boot();
    expect(await draw('v1', { shellDist: memberShell, read, member: true, boot: page })).toContain('{"/api/service/auth/users":{"grade":"Gold"}}');
    expect(page.data?.['/api/service/auth/users']).toEqual({ locale: 'en', body: { grade: 'Gold' } });
    await draw('v1', { shellDist: memberShell, read, member: false });
    expect(asked).toEqual([['/api/service/auth/users']]);
  });

  test("React's resource hints at the start of a view are left out (the page's head has its own preload)", async () => {
    expect(await draw('hints')).toContain('<div data-ssr-island="mf_search"><h1>hinted</h1></div>');
  });
});
