// The gateway's identifiers as request fields (valibot; plugins/valibot.ts answers INVALID_INPUT).
import * as v from 'valibot';
import { msg } from '../../../lib/fields';

/** A gateway's payment key: letters, digits, '_' and '-' (Toss: up to 200). */
export const PAYMENT_KEY = v.pipe(v.string(msg('TYPE')), v.regex(/^[\w-]{4,200}$/, msg('INVALID')));
