// GET /media/img/{scene}/{seed}.svg and GET /media/icon/{CODE}.svg: the catalogue's pictures,
// generated on request (scenes.ts) so the repository ships no image files and needs no network.
// GET /media/preview/{scene}/{seed}.png: the same picture as a share preview (use-cases/share-preview.ts).
// Registered by app.ts at /media.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { msg } from '../../../lib/fields';
import { previewPng } from '../use-cases/share-preview';
import { iconSvg, sceneSvg, SCENES } from '../rules/scenes';

const ImageParams = v.strictObject({
  scene: v.picklist(SCENES, msg('INVALID')),
  file: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,9}\.svg$/, msg('INVALID'))),
});
const PreviewParams = v.strictObject({
  scene: v.picklist(SCENES, msg('INVALID')),
  file: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,9}\.png$/, msg('INVALID'))),
});
const IconParams = v.strictObject({ file: v.pipe(v.string(msg('TYPE')), v.regex(/^[A-Z0-9_]{1,40}\.svg$/, msg('INVALID'))) });

const svg = (reply: FastifyReply, body: string) =>
  reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(body);

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/img/:scene/:file', { schema: { params: ImageParams } }, async (request, reply) => {
    const { scene, file } = request.params as v.InferOutput<typeof ImageParams>;
    return svg(reply, sceneSvg(scene, Number(file.slice(0, -4))));
  });

  // The share preview of a picture: a 1200 x 630 PNG for og:image (use-cases/share-preview.ts).
  app.get('/preview/:scene/:file', { schema: { params: PreviewParams } }, async (request, reply) => {
    const { scene, file } = request.params as v.InferOutput<typeof PreviewParams>;
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=31536000, immutable').send(previewPng(scene, Number(file.slice(0, -4))));
  });

  app.get('/icon/:file', { schema: { params: IconParams } }, async (request, reply) => {
    const { file } = request.params as v.InferOutput<typeof IconParams>;
    return svg(reply, iconSvg(file.slice(0, -4)));
  });
};
