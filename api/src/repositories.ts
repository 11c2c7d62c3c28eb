// Repositories: the only code that writes SQL (through Drizzle). Decorated on the app as
// `app.repos` by plugins/repositories.ts.
import type { Db } from './db/database';
import { addPaymentsRepository } from './modules/booking/store/add-payments';
import { catalogRepository } from './modules/catalog/store/catalog';
import { catalogContentRepository } from './modules/catalog/store/content';
import { catalogRatesRepository } from './modules/catalog/store/rates';
import { catalogSearchRepository } from './modules/catalog/store/search';
import { certsRepository } from './modules/auth/store/certs';
import { corporateRepository } from './modules/auth/store/corporate';
import { couponsRepository } from './modules/coupons/store/coupons';
import { couponCodesRepository } from './modules/coupons/store/codes';
import { deployReportsRepository } from './modules/deploy/store/reports';
import { loginHistoryRepository } from './modules/auth/store/login-history';
import { membershipsRepository } from './modules/membership/store/grade';
import { oauthRepository } from './modules/auth/store/oauth';
import { orderCancelsRepository } from './modules/cancellation/store/order-cancels';
import { orderPartCancelsRepository } from './modules/cancellation/store/order-part-cancels';
import { ordersRepository } from './modules/booking/store/orders';
import { orderPaymentsRepository } from './modules/booking/store/payments';
import { outboxRepository } from './modules/messages/store';
import { pointsRepository } from './modules/points/store';
import { productDetailRepository } from './modules/product/store';
import { sessionsRepository } from './modules/auth/store/sessions';
import { usersRepository } from './modules/auth/store/users';

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
export { isUniqueViolation } from './db/errors';
