// Serves the composed site (DESIGN §2): the shell's index.html with the remote registry and boot data
// inlined, the shell's assets, and each remote's separately built folder under /remotes/<app>/.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { productHeadTags } from './product-meta.ts';
import { renderIndex, readRegistry } from './render-index.ts';

export const REMOTE_APPS = ['mf-search', 'mf-product', 'mf-mypage', 'mf-membership', 'mf-support'] as const;

// Chunks carry a content hash and never change; entry files keep plain names and are revalidated.
const ASSET = /\.(js|css|map|json|png|svg|jpe?g|webp|ico|txt|woff2?)$/;
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;
function cacheHeaders(reply: { header(k: string, v: string): unknown }, filePath: string) {
  reply.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export interface SiteOptions {
  repoRoot: string;
}

export async function sitePlugin(app: FastifyInstance, opts: SiteOptions): Promise<void> {
  const shellDist = path.join(opts.repoRoot, 'shell/dist');
  const registryFile = process.env.REMOTES_REGISTRY ?? path.join(opts.repoRoot, 'registry/remotes.json');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'shell is not built: the site is not served (run npm run build)');
    return;
  }

  // The shell's own files, enumerated at start (wildcard off) so the page route below can own '/*';
  // files built later (npm run dev) are still served through reply.sendFile there.
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // index.html is only ever sent with the boot data inlined (the page route).
    allowedPath: (p: string) => p !== '/index.html',
    setHeaders: cacheHeaders,
  });
  for (const dir of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: path.join(opts.repoRoot, dir, 'dist'),
      prefix: `/remotes/${dir}/`,
      decorateReply: false,
      index: false,
      setHeaders: cacheHeaders,
    });
  }
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return readRegistry(registryFile);
  });

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/remotes/')) return reply.callNotFound();
    const pathname = req.url.split('?', 1)[0] ?? '/';
    // An asset is never answered with the page: a missing chunk must be a 404, not HTML.
    if (ASSET.test(pathname)) return reply.sendFile(pathname.slice(1), shellDist);
    const webview = String(req.headers['client-interface'] ?? '').toLowerCase() === 'webview';
    // A crawler without JavaScript must see a stay's own title and og tags (issue 5); a failed
    // lookup only costs the page its specific meta.
    const extraHead = await productHeadTags(app.database.orm, req.url, `${req.protocol}://${req.host}`).catch((err: unknown) => {
      req.log.warn({ err }, 'product meta failed');
      return '';
    });
    const html = await renderIndex({ shellDist, registryFile, webview, url: req.url, extraHead });
    reply.header('cache-control', 'no-cache').header('vary', 'client-interface').type('text/html; charset=utf-8');
    return html;
  };
  app.get('/', page);
  app.get('/*', page);
}
