// Every module's store over one app's database, by the names the tests read and arrange with.
// Tests stand outside the modules' walls: they may reach into a store to set a scene or check a
// row that no call answers.
import type { FastifyInstance } from 'fastify';
import { authStore } from '../../src/modules/auth';
import { bookingStore } from '../../src/modules/booking';
import { cancellationStore } from '../../src/modules/cancellation/store';
import { catalogStore } from '../../src/modules/catalog';
import { couponsStore } from '../../src/modules/coupons';
import { deployReportsStore } from '../../src/modules/deploy/store/reports';
import { gradeStore } from '../../src/modules/membership';
import { outboxStore } from '../../src/modules/messages';
import { pointsStore } from '../../src/modules/points';
import { productStore } from '../../src/modules/product';

export function stores(app: FastifyInstance) {
  const db = app.database.orm;
  return {
    ...authStore(db),
    ...catalogStore(db),
    ...bookingStore(db),
    ...couponsStore(db),
    ...cancellationStore(db),
    points: pointsStore(db),
    outbox: outboxStore(db),
    productDetail: productStore(db),
    memberships: gradeStore(db),
    deployReports: deployReportsStore(db),
  };
}
