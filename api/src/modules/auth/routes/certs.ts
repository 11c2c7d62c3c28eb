// POST /users/send-cert {dest, type} and POST /users/verify-cert {certIdx, code} (SPEC §7).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { CERT_TYPES } from '../../../db/schema/certs';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { CERT_CODE, ID, msg, normalizeDest } from '../../../lib/fields';
import { channelFor, sendCert, verifyCert } from '../use-cases/certs';
import { ipLimit } from './limits';
import { reposOf } from '../stores';

const SendCertBody = v.strictObject({
  dest: v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.maxLength(254, msg('DEST'))),
  type: v.picklist(CERT_TYPES, msg('INVALID')),
});

const VerifyCertBody = v.strictObject({ certIdx: ID, code: CERT_CODE });

export const certRoutes: FastifyPluginAsync = async (app) => {
  app.post('/users/send-cert', { schema: { body: SendCertBody }, config: ipLimit(app, 'send') }, async (request) => {
    const body = request.body as v.InferOutput<typeof SendCertBody>;
    const dest = normalizeDest(body.dest);
    const route = channelFor(body.type, dest);
    if (!route.channel) throw new AppError('INVALID_INPUT', { issues: [{ field: 'dest', rule: route.rule }] });
    return ok(await sendCert(app, request, body.type, dest, route.channel));
  });

  app.post('/users/verify-cert', { schema: { body: VerifyCertBody }, config: ipLimit(app, 'check') }, async (request) => {
    const { certIdx, code } = request.body as v.InferOutput<typeof VerifyCertBody>;
    const cert = await verifyCert(app, certIdx, code);
    // FIND_ID: the verified phone's owner learns the login id (the find-id screen shows it).
    const found = cert.type === 'FIND_ID' ? await reposOf(app.database.orm).users.findActiveByPhone(cert.dest) : undefined;
    return ok({ certIdx: cert.idx, type: cert.type, dest: cert.dest, verified: true, ...(found ? { id: found.email } : {}) });
  });
};
