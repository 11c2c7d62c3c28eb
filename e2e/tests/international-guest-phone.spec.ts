// An international guest books a stay from an international channel with a foreign phone number,
// and the voucher shows it with its country code.
import { expect, test } from '../support/test';
import { api, CONTENT, findStay, INTERNATIONAL, orderType, stayCondition } from '../support/booking';
import { daysFromToday } from '../support/search-section';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

test("an international guest's phone keeps its country code on the voucher", async ({ page, request }) => {
  test.setTimeout(120_000);
  const c = stayCondition(daysFromToday(50), daysFromToday(51));
  await signUpByApi(page.request, uniqueEmail('intl-guest'), 'Abroad');
  const body = { ...c, guestFirstName: 'Yuki', guestLastName: 'Sato', guestCountryCode: '81', guestTel: '9012345678', guestEmail: 'yuki@example.com' };
  const international = (channel: string | null) => channel !== null && INTERNATIONAL.includes(channel);
  let order: Awaited<ReturnType<typeof api>> | null = null;
  // A partner's price or stock can move between the search and the order (the supplier simulator's
  // do, like a real partner's): the traveller accepts a new price, as the booking page asks them
  // to, and picks another stay when the room has gone.
  for (let from = 400, tries = 0; tries < 4; tries += 1) {
    const stay = await findStay(request, c, international, from);
    const path = `${CONTENT}/v1/books/${stay.productIdx}/order-type/${orderType(c)}/ids/${stay.productIdx}/rooms/${stay.plan.roomIdx}/rateplan/${stay.plan.rateplanIdx}/order`;
    order = await api(page, 'POST', path, body);
    if (order.status === 409 && order.body.data.code === 'PRICE_CHANGED') order = await api(page, 'POST', path, { ...body, amount: order.body.data.amount });
    if (!(order.status === 409 && order.body.data.code === 'SOLD_OUT')) break;
    from = stay.productIdx - 1;
  }
  if (!order) throw new Error('no order was made');
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  await page.goto(`/en/lms/${String(order.body.data.orderNum)}`);
  await expect(page.getByTestId('voucher-page')).toBeVisible();
  const guest = page.getByRole('region', { name: 'Guest' });
  await expect(guest.getByText('+81 9012345678')).toBeVisible();
});
