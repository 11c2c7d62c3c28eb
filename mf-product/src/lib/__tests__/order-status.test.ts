// SPEC §4 order status display.
import { orderStatusDisplay } from '../order-status';

const TODAY = '2099-03-01';

test('the table of texts and descriptions', () => {
  expect(orderStatusDisplay('confirm_wait', '2099-03-10', TODAY)).toEqual({ text: 'status.upcoming', description: 'status.desc.confirmWait' });
  expect(orderStatusDisplay('complete', '2099-02-01', TODAY)).toEqual({ text: 'status.past', description: 'status.desc.review' });
  expect(orderStatusDisplay('noshow', null, TODAY)).toEqual({ text: 'status.past', description: 'status.desc.noshow' });
  expect(orderStatusDisplay('cancel', '2099-03-10', TODAY)).toEqual({ text: 'status.cancel', description: 'status.desc.cancel' });
  expect(orderStatusDisplay('cancel_wait', null, TODAY)).toEqual({ text: 'status.cancelWait', description: 'status.desc.cancel' });
});

test('pending, add_pay and confirm count the days to check-in, or say the date is not set', () => {
  expect(orderStatusDisplay('confirm', '2099-03-04', TODAY)).toEqual({ text: 'status.confirm', description: 'status.desc.dday', days: 3 });
  expect(orderStatusDisplay('pending', TODAY, TODAY)).toEqual({ text: 'status.upcoming', description: 'status.desc.today' });
  expect(orderStatusDisplay('add_pay', null, TODAY)).toEqual({ text: 'status.upcoming', description: 'status.desc.noDate' });
});

test('once the start date is past, confirm and pending become past bookings', () => {
  expect(orderStatusDisplay('confirm', '2099-02-27', TODAY)).toEqual({ text: 'status.past', description: 'status.desc.shareReview' });
  expect(orderStatusDisplay('pending', '2099-02-27', TODAY)).toEqual({ text: 'status.past', description: 'status.desc.noshow' });
});
