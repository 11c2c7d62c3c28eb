// Serves the composed site (DESIGN §2): the shell's index.html with the remote registry and boot data
// inlined, the shell's assets, and each remote's separately built folder under /remotes/<app>/.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { demoNotice } from '../../config/modes.ts';
import { contentSecurityPolicy, cspExtras, newNonce } from '../../plugins/security-headers.ts';
import { tossCspSources } from '../../plugins/toss-csp.ts';
import { ACCESS_COOKIE } from '../../plugins/session-cookies.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { localeOfSitePath } from '../../lib/locale.ts';
import { pageData, readForPage, type PageData } from './page-data.ts';
import type { FirstViewRequest } from '@stay/shared/mf/contract';
import { pageRemote } from './page-remote.ts';
import { productHeadTags, productPath } from './product-meta.ts';
import { RemoteVersions } from './remote-versions.ts';
import { bootDataOf, renderIndex } from './render-index.ts';
import { renderFirstView } from './first-view.ts';
import { isKnownPage } from './site-routes.ts';

/** How long a product page's head tags (title, og) may trail a catalogue edit. */
const PRODUCT_HEAD_TTL_MS = 60_000;

// Chunks carry a content hash and never change; entry files keep plain names and are revalidated.
// Every file of a published remote version is immutable, its entry and manifest included.
const ASSET = /\.(js|css|map|json|png|svg|jpe?g|webp|ico|txt|woff2?)$/;
// The pre-compressed copies (.br, .gz) are what a browser is mostly sent: the same rule holds for them.
const HASHED = /\.[0-9a-f]{10}\.(js|css)(\.(br|gz))?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const cacheHeaders = (artifacts: string) => (reply: { header(k: string, v: string): unknown }, filePath: string) => {
  reply.header('cache-control', filePath.startsWith(artifacts) || HASHED.test(filePath) ? IMMUTABLE : 'no-cache');
};

export interface SiteOptions {
  repoRoot: string;
}

export async function sitePlugin(app: FastifyInstance, opts: SiteOptions): Promise<void> {
  const shellDist = path.join(opts.repoRoot, 'shell/dist');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'shell is not built: the site is not served (run npm run build)');
    return;
  }
  const versions = new RemoteVersions(app.deployStore, app.env.remotesRegistry);
  const demo = demoNotice(app.env);
  const mapTiles = app.env.mapTiles;
  // The configured map tiles may be shown (img-src), nothing else of theirs.
  const baseCsp = cspExtras();
  // Paying through Toss: its SDK script, API and payment window (toss-csp.ts); nothing of it otherwise.
  const toss = app.env.paymentGateway === 'toss' ? tossCspSources(app.env.tossSdkUrl) : null;
  const csp = {
    extraImg: [...baseCsp.extraImg, ...(mapTiles ? [new URL(mapTiles.url.replace(/\{[a-z]\}/g, '0')).origin] : [])],
    extraConnect: [...baseCsp.extraConnect, ...(toss?.connect ?? [])],
    extraScript: toss?.script ?? [],
    extraFrame: toss?.frame ?? [],
  };
  app.log.info({ mode: versions.mode, store: app.deployStore.root }, 'remote versions');

  // The shell's own files, enumerated at start (wildcard off) so the page route below can own '/*';
  // files built later (npm run dev) are still served through reply.sendFile there.
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // index.html is only ever sent with the boot data inlined (the page route).
    // No public source maps (they would publish our source): they stay in the build folders for whoever debugs.
    allowedPath: (p: string) => p !== '/index.html' && !p.endsWith('.map') && !p.startsWith('/server/'),
    setHeaders: cacheHeaders(path.join(app.deployStore.root, 'artifacts') + path.sep),
    // The builds' .br / .gz copies (tools/webpack/create-config.cjs), chosen by Accept-Encoding,
    // with Vary: Accept-Encoding; also for every reply.sendFile below (remote versions).
    preCompressed: true,
    // Each header is paid again on every file of a cold load (a page's sixteen scripts).
    // The ETag validates a file that is revalidated (no-cache); nothing asks for a part of one.
    lastModified: false,
    acceptRanges: false,
  });
  // /remotes/<folder>/<version>/<file>: a published version (immutable); /remotes/<folder>/<file>:
  // the remote's build folder (npm run dev, or a remote never deployed).
  app.get('/remotes/*', async (req, reply) => {
    const found = versions.locate((req.params as { '*': string })['*'], opts.repoRoot);
    // A remote's server entry (server/) is for this server to run, not for browsers to download.
    if (!found || found.file.endsWith('.map') || found.file.startsWith('server/')) return reply.callNotFound();
    return reply.sendFile(found.file, found.root);
  });
  app.get('/remotes.json', async (req, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return versions.forRequest(req, reply, isWebview(req));
  });

  // Crawlers hit /products/{idx} hardest; its head tags change only when the catalogue
  // does, so each product URL costs its two queries at most once a minute (bounded, shared by
  // concurrent requests), and the page is as cheap as `/`.
  type Head = Awaited<ReturnType<typeof productHeadTags>>;
  const headCache = new TtlCache<string, Head>({ ttlMs: PRODUCT_HEAD_TTL_MS, max: 5_000, now: () => app.clock().getTime() });
  const productHead = async (url: string): Promise<Head> => {
    const target = productPath(url);
    if (!target) return '';
    return headCache.get(target.path, () => productHeadTags(app.database.orm, url, app.env.publicOrigin ?? ''));
  };

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/remotes/')) return reply.callNotFound();
    const pathname = req.url.split('?', 1)[0] ?? '/';
    // An asset is never answered with the page: a missing chunk must be a 404, not HTML.
    if (pathname.endsWith('.map')) return reply.callNotFound();
    if (ASSET.test(pathname)) return reply.sendFile(pathname.slice(1), shellDist);
    const webview = isWebview(req);
    // A crawler without JavaScript must see a stay's own title and og tags (link previews, search results); a failed
    // lookup only costs the page its specific meta.
    const [extraHead, registry] = await Promise.all([
      productHead(req.url).catch((err: unknown) => {
        req.log.warn({ err }, 'product meta failed');
        return '';
      }),
      versions.forRequest(req, reply, webview),
    ]);
    // A path no screen answers to, or a stay that does not exist, is a real 404. The same
    // page is sent (its remote shows the not-found screen with a way home), never indexed.
    const notFound = extraHead === null || !isKnownPage(req.url);
    const head = notFound ? '<meta name="robots" content="noindex">' : extraHead;
    const nonce = newNonce();
    // One wave: the page's own remote and its first screen's data go with the page.
    const [remote, first] = await Promise.all([
      pageRemote(req.url, registry, (rest) => versions.locate(rest, opts.repoRoot)).catch((err: unknown) => {
        req.log.warn({ err }, 'page remote manifest unreadable');
        return null;
      }),
      notFound ? ({} as PageData) : pageData(app, req, localeOfSitePath(req.url)),
    ]);
    const boot = bootDataOf({ registry, webview, demo, mapTiles, pageRemote: remote, data: first.data, consent: req.cookies.stay_consent });
    // The first view in the HTML: drawn by the page remote's server entry inside the
    // shell's frame, or left to the browser when either cannot (first-view.ts).
    const locate = (rest: string) => versions.locate(rest, opts.repoRoot);
    const read = (reads: readonly FirstViewRequest[]) => readForPage(app, req, localeOfSitePath(req.url), reads);
    const view = remote && !notFound ? await renderFirstView({ url: req.url, remote, locate, shellDist, boot, log: req.log, read, member: Boolean(req.cookies[ACCESS_COOKIE]) }) : null;
    const lcpImage = first.lcpImage ?? view?.lcpImage;
    const html = await renderIndex({ shellDist, boot, rootHtml: view?.html, url: req.url, host: req.headers.host, extraHead: head, nonce, pageRemote: remote, lcpImage, address: view?.url });
    if (notFound) reply.code(404);
    reply.header('content-security-policy', contentSecurityPolicy({ nonce, https: req.protocol === 'https', ...csp }));
    // The page names this visitor's remote versions (canary bucket, webview): no shared cache may keep it.
    reply.header('cache-control', 'private, no-cache').header('vary', 'client-interface, cookie').type('text/html; charset=utf-8');
    return html;
  };
  app.get('/', page);
  app.get('/*', page);
}

const isWebview = (req: FastifyRequest) => String(req.headers['client-interface'] ?? '').toLowerCase() === 'webview';
