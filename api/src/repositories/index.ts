// Repositories: the only code that writes SQL (through Drizzle). Decorated on the app as
// `app.repos` by plugins/repositories.ts.
import type { Db } from '../db/database';
import { addPaymentsRepository } from './add-payments';
import { catalogRepository } from './catalog';
import { catalogContentRepository } from './catalog-content';
import { catalogRatesRepository } from './catalog-rates';
import { catalogSearchRepository } from './catalog-search';
import { certsRepository } from './certs';
import { corporateRepository } from './corporate';
import { couponsRepository } from './coupons';
import { couponCodesRepository } from './coupon-codes';
import { deployReportsRepository } from './deploy-reports';
import { loginHistoryRepository } from './login-history';
import { membershipsRepository } from './memberships';
import { oauthRepository } from './oauth';
import { orderCancelsRepository } from './order-cancels';
import { orderPartCancelsRepository } from './order-part-cancels';
import { ordersRepository } from './orders';
import { orderPaymentsRepository } from './orders-payments';
import { outboxRepository } from './outbox';
import { pointsRepository } from './points';
import { productDetailRepository } from './product-detail';
import { sessionsRepository } from './sessions';
import { usersRepository } from './users';

export function createRepositories(db: Db) {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    certs: certsRepository(db),
    outbox: outboxRepository(db),
    loginHistory: loginHistoryRepository(db),
    points: pointsRepository(db),
    corporate: corporateRepository(db),
    memberships: membershipsRepository(db),
    oauth: oauthRepository(db),
    catalog: catalogRepository(db),
    catalogRates: catalogRatesRepository(db),
    catalogSearch: catalogSearchRepository(db),
    catalogContent: catalogContentRepository(db),
    productDetail: productDetailRepository(db),
    orders: ordersRepository(db),
    orderPayments: orderPaymentsRepository(db),
    coupons: couponsRepository(db),
    couponCodes: couponCodesRepository(db),
    orderCancels: orderCancelsRepository(db),
    orderPartCancels: orderPartCancelsRepository(db),
    addPayments: addPaymentsRepository(db),
    deployReports: deployReportsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
export { isUniqueViolation } from './db-errors';
