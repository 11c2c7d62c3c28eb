// The member's international details (PUT /users/international-info): the phone must fit the
// country's calling code; stored without leading zeros, names in capitals (as on a passport).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { phoneFitsCountry } from '../../auth';
import { reposOf } from '../stores';
import type { Locale } from '../../../lib/locale';
import { memberProfile } from './profile';

export interface InternationalInfo {
  internationalNumber: string;
  internationalPhone: string;
  userFirstName: string;
  userLastName: string;
}

export async function setInternationalInfo(app: FastifyInstance, userIdx: number, body: InternationalInfo, locale: Locale) {
  if (!phoneFitsCountry(body.internationalNumber, body.internationalPhone)) {
    throw new AppError('INVALID_INPUT', { issues: [{ field: 'internationalPhone', rule: 'GLOBAL_TEL_COUNTRY' }] });
  }
  await reposOf(app.database.orm).users.update(
    userIdx,
    {
      internationalNumber: body.internationalNumber,
      internationalPhone: body.internationalPhone.replace(/^0+/, ''),
      userFirstName: body.userFirstName.toUpperCase(),
      userLastName: body.userLastName.toUpperCase(),
    },
    app.clock(),
  );
  return memberProfile(app, userIdx, locale);
}
