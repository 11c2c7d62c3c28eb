import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';

/**
 * What the auth routes need from above them: the member as GET /users shows it (grade,
 * membership, corporate ...), which a login and a sign-up answer with. The account module builds
 * it (the company's name in the reader's language); app.ts passes it in, so the auth module stays below the modules it would otherwise need.
 */
export interface AuthRoutesOptions {
  profileOf: (app: FastifyInstance, userIdx: number, locale: Locale) => Promise<unknown>;
}
