// How a policy version is answered, in the reader's language; a version is in force from its day
// in Korea.
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';

export type PolicyKind = 'terms' | 'privacy' | 'ir';

export const policyView = (p: { kind: string; version: string; effectiveDate: string } & Record<string, unknown>, locale: Locale, current: boolean) => ({
  kind: p.kind,
  version: p.version,
  effectiveDate: p.effectiveDate,
  current,
  title: pick(namesOf(p, 'title'), locale),
  body: pick(namesOf(p, 'body'), locale),
});

export const policyToday = (app: FastifyInstance): string => DateTime.fromJSDate(app.clock(), { zone: 'Asia/Seoul' }).toISODate()!;
