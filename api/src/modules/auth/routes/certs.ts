// POST /users/send-cert {dest, type} and POST /users/verify-cert {certIdx, code} (SPEC §7). The
// work: use-cases/certs.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { CERT_TYPES } from '../../../db/schema/certs';
import { ok } from '../../../lib/envelope';
import { CERT_CODE, ID, msg } from '../../../lib/fields';
import { sendCert, verifyCert } from '../use-cases/certs';
import { ipLimit } from './limits';

const SendCertBody = v.strictObject({
  dest: v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.maxLength(254, msg('DEST'))),
  type: v.picklist(CERT_TYPES, msg('INVALID')),
});

const VerifyCertBody = v.strictObject({ certIdx: ID, code: CERT_CODE });

export const certRoutes: FastifyPluginAsync = async (app) => {
  app.post('/users/send-cert', { schema: { body: SendCertBody }, config: ipLimit(app, 'send') }, async (request) => {
    const { type, dest } = request.body as v.InferOutput<typeof SendCertBody>;
    return ok(await sendCert(app, type, dest, { ip: request.ip, locale: request.locale, log: request.log }));
  });

  app.post('/users/verify-cert', { schema: { body: VerifyCertBody }, config: ipLimit(app, 'check') }, async (request) => {
    const { certIdx, code } = request.body as v.InferOutput<typeof VerifyCertBody>;
    // FIND_ID: the verified phone's owner learns the login id (the find-id screen shows it).
    return ok(await verifyCert(app, certIdx, code));
  });
};
