// JSON bodies of bounded nesting. No payload of this API nests deeper than a few levels; a body of
// nested brackets under the size limit would otherwise cost the event loop a fifth of a second and
// fail deep inside validation. It is refused with 400 INVALID_JSON before it is parsed; everything
// else goes to Fastify's own parser (which refuses __proto__ and constructor keys).
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { nestsDeeperThan } from '../lib/json-depth';

/** Far deeper than any request body of ours, which nest a few levels at most. */
export const MAX_JSON_DEPTH = 32;

export const jsonBodyPlugin = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('INVALID_JSON'), undefined);
      return;
    }
    parse(request, text, done);
  });
});
