// The previews the API answers are exactly what my page's contract reads: parsed by the shared
// schemas (which the screens use), nothing is lost, renamed or defaulted.
import * as v from 'valibot';
import { CancellationPreviewSchema, PartCancelPreviewSchema } from '@stay/shared/contracts/cancellation-preview';
import { LedgerLineSchema } from '@stay/shared/contracts/money-lines';
import { ledgerLines } from '../ledger';
import { previewPartCancel } from '../partial';
import { previewCancellation } from '../preview';

const facts = {
  orderNum: 'AS1TEST',
  status: 'confirm' as const,
  holdState: 'SOLD' as const,
  cancelFreeDate: '2030-05-07',
  payment: { method: 'card', amount: 150_000 },
  addPays: [{ idx: 3, method: 'kakaopay', amount: 30_000 }],
  awesomeCash: 3_000,
  welfarePoints: 1_000,
  coupon: { couponUserIdx: 9, amount: 5_000, useExpireDate: '2030-12-31' },
  rooms: 2,
  nights: 3,
  checkInDate: '2030-05-20',
  checkOutDate: '2030-05-23',
  channelCode: null,
  party: { adults: 2, childAges: [5] },
  maxOccupancy: 3,
};

describe('the cancellation previews and the contract my page reads', () => {
  test('a whole cancellation preview parses to itself', () => {
    const preview = previewCancellation(facts, '2030-05-06');
    expect(v.parse(CancellationPreviewSchema, preview)).toEqual(preview);
  });

  test('a partial cancellation preview parses to itself', () => {
    const preview = previewPartCancel(facts, { kind: 'NIGHTS', nights: 1 }, '2030-05-06');
    expect(preview.allowed).toBe(true);
    expect(v.parse(PartCancelPreviewSchema, preview)).toEqual(preview);
  });

  test('a room preview with the member\'s choice of who stays parses to itself', () => {
    const preview = previewPartCancel({ ...facts, party: { adults: 3, childAges: [5, 8] } }, { kind: 'ROOM', guests: { adults: 2, childAges: [5] } }, '2030-05-06');
    expect(preview.guests.status).toBe('CHOSEN');
    expect(v.parse(PartCancelPreviewSchema, preview)).toEqual(preview);
  });

  test("the ledger's lines, as answered, parse to themselves", () => {
    const preview = previewCancellation(facts, '2030-05-06');
    const at = '2030-05-06T01:00:00.000Z';
    const lines = ledgerLines(preview.refunds, { scope: 'WHOLE', paymentIdx: 1, addPayPaymentIdxs: [3], coupon: { amount: 5_000 } }).map((l) => ({ scope: l.scope, route: l.route, method: l.method, amount: l.amount, timing: l.timing, by: l.dueBy, at }));
    expect(lines.map((l) => v.parse(LedgerLineSchema, l))).toEqual(lines);
  });
});
