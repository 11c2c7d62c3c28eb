// The auth module's SQL, one set per database: members (users), their sessions and refresh-token
// families, verification certificates, messenger links, login history and corporate membership.
import { perDatabase } from '../../../db/per-database';
import { certsRepository } from './certs';
import { corporateRepository } from './corporate';
import { loginHistoryRepository } from './login-history';
import { oauthRepository } from './oauth';
import { sessionsRepository } from './sessions';
import { usersRepository } from './users';

export const authStore = perDatabase((db) => ({
  users: usersRepository(db),
  sessions: sessionsRepository(db),
  certs: certsRepository(db),
  oauth: oauthRepository(db),
  loginHistory: loginHistoryRepository(db),
  corporate: corporateRepository(db),
}));

export type AuthStore = ReturnType<typeof authStore>;
