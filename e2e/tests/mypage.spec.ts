// My page (mf-mypage): a visitor is sent to log in and comes back; the member home shows
// the grade card and counts; a member who booked through the sandbox gateway finds the booking in
// the list with the SPEC §4 status text, opens it, previews the cancellation (every figure from the
// server), confirms it and sees the refund, the cancelled tab and the refund recorded.
import { expect, test } from '../support/test';
import { api, bookByApi, CONTENT, findStay, logInByApi, stayCondition } from '../support/booking';
import { bookWithExtras, BooksScreen, CancelScreen, krw } from '../support/mypage';
import { collectPageErrors } from '../support/page-errors';
import { daysFromToday } from '../support/search-section';
import { LoginScreen } from '../support/session-login-page';
import { DEMO, readCode, signUpByApi, uniqueEmail } from '../support/session-accounts';

test('a visitor opening my bookings logs in and comes back to the list with its counts', async ({ page }) => {
  await page.goto('/en/');
  await page.goto('/en/mypage/books');
  // Straight to the login page, which says why; no alert to dismiss.
  const login = new LoginScreen(page);
  await expect(login.heading).toBeVisible();
  await expect(page.getByTestId('login-reason')).toHaveText('This page is for members. Log in and you will be taken back to it.');
  // The login took the member page's place: Back leads to where the visitor was, not round again.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/?$/);
  await page.goForward();
  await expect(login.heading).toBeVisible();
  await login.logIn(DEMO.silver.email);
  await expect(page).toHaveURL(/\/en\/mypage\/books$/);
  const books = new BooksScreen(page);
  await expect(books.tab('Upcoming')).toHaveAttribute('aria-selected', 'true');
  // The counts are the server's (SPEC §4 bookCnts).
  const list = await api(page, 'GET', `${CONTENT}/v1/books/status/pending`);
  const counts = list.body.data.bookCnts as { orderStatus: string; orderCnt: number }[];
  for (const c of counts) await expect(books.count(c.orderStatus as 'pending')).toHaveText(String(c.orderCnt));
  await books.tab('Past').click();
  await expect(page).toHaveURL(/tab=complete/);
  await expect(page.getByTestId('book-row').first()).toContainText('Past booking');
});

test('a voucher link opened signed out (from a text message) leads to the login and back to the voucher', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lms/ASDEMO1U');
  const login = new LoginScreen(page);
  await expect(login.heading.or(page.getByRole('heading', { level: 1, name: '로그인 / 회원가입' }))).toBeVisible();
  await expect(page.getByTestId('login-reason')).toContainText('예약 바우처는 예약한 회원 계정으로 로그인하면 볼 수 있습니다.');
  await page.goto('/en/login?reason=voucher');
  await login.logIn(DEMO.bronze.email);
  await expect(page).toHaveURL(/\/lms\/ASDEMO1U$/);
  await expect(page.getByTestId('voucher-product-name')).toBeVisible();
});

test('the member home shows the grade card, counts and shortcuts', async ({ page }) => {
  await logInByApi(page, DEMO.gold.email);
  await page.goto('/en/mypage');
  const home = page.getByTestId('mypage-home');
  await expect(home.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
  await expect(home.getByTestId('grade-card')).toContainText('Gold (yearly)');
  await expect(home.getByTestId('grade-card').getByRole('link', { name: 'Manage membership' })).toBeVisible();
  const points = await api(page, 'GET', '/api/service/auth/points');
  await expect(home.getByTestId('stat-cash')).toContainText(krw(Number(points.body.data.point)));
  const pending = await api(page, 'GET', `${CONTENT}/v1/books/status/pending`);
  const upcoming = (pending.body.data.bookCnts as { orderStatus: string; orderCnt: number }[]).find((c) => c.orderStatus === 'pending')!.orderCnt;
  await expect(home.getByTestId('stat-upcoming')).toContainText(String(upcoming));
  await home.getByRole('link', { name: 'My bookings' }).first().click();
  await expect(page.getByTestId('books-page')).toBeVisible();
});

test('a member books, sees the booking, previews and confirms the cancellation, and the refund equals the preview', async ({ page, request }) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const c = stayCondition(daysFromToday(75), daysFromToday(77));
  const stay = await findStay(request, c, (channel) => channel === null, 200, (p) => p.cancelRule === 'FREE');
  await signUpByApi(page.request, uniqueEmail('mypage'), 'Mypager');
  const { orderNum, totalAmount } = await bookByApi(page, stay.productIdx, stay.plan, c, 'Mypager');

  const books = new BooksScreen(page);
  await books.open();
  await expect(books.count('pending')).toHaveText('1');
  await expect(books.count('cancel')).toHaveText('0');
  const row = books.row(orderNum);
  await expect(row).toContainText('Booking complete');
  // D-n counts Korean calendar days; the test's dates are the machine's (one day apart around midnight KST).
  await expect(row).toContainText(/Check-in in 7[45] days/);
  await expect(row).toContainText('2 nights');
  await row.getByRole('link', { name: 'Booking details' }).click();

  const detail = page.getByTestId('booking-detail');
  // Personal data masked the same way on every screen.
  await expect(detail.getByText('M*****r')).toBeVisible();
  await expect(detail.getByTestId('payment-lines')).toContainText(krw(totalAmount));
  await expect(detail.getByTestId('payment-lines')).toContainText(`Card / easy pay${krw(totalAmount)}`);
  await expect(detail.getByTestId('cancel-rule')).toContainText('Free cancellation until');
  await expect(detail.getByRole('link', { name: 'Open voucher' })).toHaveAttribute('href', `/en/lms/${orderNum}`);
  await detail.getByRole('link', { name: 'Cancel booking' }).click();

  const cancel = new CancelScreen(page);
  await expect(page.getByTestId('cancel-page')).toBeVisible();
  await expect(page.getByTestId('paid-lines')).toContainText(`Credit card${krw(totalAmount)}`);
  await expect(page.getByTestId('fee-amount')).toHaveText(krw(0));
  await expect(page.getByTestId('fee-rule')).toContainText('No fee: free cancellation runs until');
  await expect(cancel.refundLines()).toContainText(/Refunded by .* \(up to 3 business days\)/);
  await expect(page.getByTestId('refund-total')).toHaveText(krw(totalAmount));
  // The confirm button waits for the member's agreement.
  await expect(page.getByRole('button', { name: 'Confirm cancellation' })).toBeDisabled();
  const confirmed = Date.now();
  await cancel.confirm();

  const done = page.getByTestId('cancel-done');
  await expect(done.getByRole('status')).toContainText('Your booking is cancelled.');
  // The closing-note figure: from confirming the preview to the refund shown as done.
  console.log(`CANCEL_CONFIRM_TO_REFUND_MS=${Date.now() - confirmed}`);
  await expect(done.getByRole('status')).toContainText(`${krw(totalAmount)} will be refunded in total.`);
  // What the server recorded is what the preview said.
  const content = await api(page, 'GET', `${CONTENT}/v1/books/num/${orderNum}/img-count/1`);
  expect(content.body.data).toMatchObject({ orderProductStatus: 'cancel', amounts: expect.objectContaining({ cancelAmount: totalAmount }) });

  await done.getByRole('link', { name: 'Back to my bookings' }).click();
  await expect(books.tab('Cancelled')).toHaveAttribute('aria-selected', 'true');
  await expect(books.count('cancel')).toHaveText('1');
  await expect(books.count('pending')).toHaveText('0');
  await expect(books.row(orderNum)).toContainText('Cancelled');
  await expect(books.row(orderNum)).toContainText('Refund timing varies by card or payment method');

  // A cancelled booking can leave the list (hidden, never deleted).
  await books.row(orderNum).getByRole('button', { name: 'Remove from list' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Remove this booking from your list?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The booking was removed from your list.')).toBeVisible();
  await expect(books.row(orderNum)).toHaveCount(0);
  await expect(books.count('cancel')).toHaveText('0');
  await page.reload();
  await expect(books.count('cancel')).toHaveText('0');
  const still = await api(page, 'GET', `${CONTENT}/v1/books/num/${orderNum}/img-count/1`);
  expect(still.status).toBe(200);

  // The booking detail reads the refund back from the refunds ledger.
  await page.goto(`/en/mypage/books/${orderNum}`);
  const ledger = page.getByTestId('booking-detail').getByRole('region', { name: 'Refunds' });
  await expect(ledger.getByTestId('ledger-cancellation')).toHaveCount(1);
  await expect(ledger.getByTestId('ledger-cancellation')).toContainText('Whole booking cancelled');
  await expect(ledger.getByTestId('ledger-PAYMENT')).toHaveText(krw(totalAmount));
  await expect(ledger.getByTestId('ledger-total')).toHaveText(krw(totalAmount));

  // The cancel page of a cancelled booking offers nothing to confirm.
  await page.goto(`/en/mypage/books/${orderNum}/cancel`);
  await expect(page.getByTestId('refusal')).toHaveText('This booking is already cancelled.');
  await expect(page.getByRole('button', { name: 'Confirm cancellation' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("another member's booking is not found on my page", async ({ page, browser }) => {
  await logInByApi(page, DEMO.bronze.email);
  const mine = await api(page, 'GET', `${CONTENT}/v1/books/status/pending`);
  const orderNum = String((mine.body.data.books as { orderNum: string }[])[0]!.orderNum);
  const other = await browser.newPage();
  await logInByApi(other, DEMO.silver.email);
  await other.goto(`/en/mypage/books/${orderNum}`);
  await expect(other.getByRole('heading', { name: 'Booking not found.' })).toBeVisible();
  await other.goto(`/en/mypage/books/${orderNum}/cancel`);
  await expect(other.getByRole('heading', { name: 'Booking not found.' })).toBeVisible();
  await other.close();
});

test('coupons, awesome cash and the wishlist show what the server holds; a wish is removed and put back', async ({ page }) => {
  await logInByApi(page, DEMO.bronze.email);
  const coupons = (await api(page, 'GET', `${CONTENT}/v1/coupons/user`)).body.data.coupons as { state: string; avail: boolean; couponName: string }[];
  await page.goto('/en/mypage/coupon');
  await expect(page.getByTestId('coupons-page')).toBeVisible();
  const usable = coupons.filter((c) => c.state === 'unused' && c.avail);
  await expect(page.getByTestId('coupon-row')).toHaveCount(usable.length);
  await expect(page.getByTestId('coupon-row').first()).toContainText(/On bookings of KRW [\d,]+ or more|No minimum/);
  await page.getByRole('tab', { name: /^Expired/ }).click();
  await expect(page.getByTestId('coupon-row').first()).toContainText('Until');

  const points = await api(page, 'GET', '/api/service/auth/points');
  await page.goto('/en/mypage/awesome-cash');
  await expect(page.getByTestId('cash-balance')).toHaveText(krw(Number(points.body.data.point)));

  // A wish to remove: the product page's toggle is the same call.
  const wished = await api(page, 'GET', `${CONTENT}/v1/wishs`);
  if ((wished.body.data.wishs as unknown[]).length === 0) await api(page, 'POST', `${CONTENT}/v1/wishs/products/1`);
  await page.goto('/en/mypage/wishes');
  const row = page.getByTestId('wish-row').first();
  const name = (await row.getByRole('heading').textContent()) ?? '';
  const before = await page.getByTestId('wish-row').count();
  await row.getByRole('button', { name: `Remove from wishlist: ${name}` }).click();
  await expect(page.getByText(`${name} was removed from your wishlist.`)).toBeVisible();
  await expect(page.getByTestId('wish-row')).toHaveCount(before - 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${name} is back in your wishlist.`)).toBeVisible();
  await expect(page.getByTestId('wish-row')).toHaveCount(before);
  await page.reload();
  await expect(page.getByTestId('wish-row')).toHaveCount(before);
});

test('member info is masked, and the mobile number changes with a code', async ({ page }) => {
  const email = uniqueEmail('phone');
  await signUpByApi(page.request, email, 'Phoner');
  await page.goto('/en/mypage/user');
  const info = page.getByTestId('user-page');
  await expect(info.getByTestId('user-name')).toHaveText('P****r');
  await expect(info.getByTestId('user-email')).toHaveText(`${email.slice(0, 2)}${'*'.repeat(email.indexOf('@') - 2)}${email.slice(email.indexOf('@'))}`);
  await info.getByRole('button', { name: 'Change mobile number' }).click();
  await info.getByLabel('New mobile number').fill('0101234');
  await info.getByRole('button', { name: 'Get code' }).click();
  await expect(info.getByRole('alert')).toBeVisible();
  const phone = `010${String(Date.now()).slice(-8)}`;
  await info.getByLabel('New mobile number').fill(phone);
  await info.getByRole('button', { name: 'Get code' }).click();
  await expect(info.getByText(`We sent a code to 010-****-${phone.slice(-4)}.`)).toBeVisible();
  await info.getByLabel('Verification code').fill('000000');
  await info.getByRole('button', { name: 'Verify and change' }).click();
  await expect(info.getByRole('alert')).toBeVisible();
  await info.getByLabel('Verification code').fill(await readCode(page.request, phone));
  await info.getByRole('button', { name: 'Verify and change' }).click();
  await expect(info.getByText('Your mobile number was changed.')).toBeVisible();
  await expect(info.getByTestId('user-phone')).toHaveText(`010-****-${phone.slice(-4)}`);
  const profile = await api(page, 'GET', '/api/service/auth/users');
  expect(profile.body.data.phone).toBe(phone);
});

test('a cancellation gives the coupon back to /mypage/coupon and the awesome cash back to /mypage/awesome-cash', async ({ page, request }) => {
  test.setTimeout(150_000);
  await logInByApi(page, DEMO.bronze.email);
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => api(page, method, path, data);
  const coupons = (await call('GET', `${CONTENT}/v1/coupons/user`)).body.data.coupons as { couponUserIdx: number; state: string; avail: boolean; minPrice: number; discountType: string; couponName: string }[];
  const coupon = coupons.find((x) => x.state === 'unused' && x.avail && x.discountType === 'AMOUNT')!;
  const cash = Number((await call('GET', '/api/service/auth/points')).body.data.point);
  const usePoint = Math.min(1000, cash);
  const c = stayCondition(daysFromToday(80), daysFromToday(82));
  const stay = await findStay(request, c, (channel) => channel === null, 200, (p) => p.cancelRule === 'FREE' && (p.normalAmount ?? 0) >= coupon.minPrice + 10_000);
  const { orderNum, totalAmount } = await bookWithExtras(page, call, stay.productIdx, stay.plan, c, { couponUserIdx: coupon.couponUserIdx, ...(usePoint > 0 ? { usePoint } : {}) });

  await page.goto(`/en/mypage/books/${orderNum}/cancel`);
  await expect(page.getByTestId('paid-lines')).toContainText(`Credit card${krw(totalAmount)}`);
  await expect(page.getByTestId('paid-lines')).toContainText('Coupon');
  await expect(page.getByTestId('coupon-outcome')).toContainText('coupon goes back to your coupons');
  if (usePoint > 0) await expect(page.getByTestId('refund-lines')).toContainText(`Awesome cash${'Back at once'}${krw(usePoint)}`);
  await expect(page.getByTestId('refund-total')).toHaveText(krw(totalAmount + usePoint));
  await new CancelScreen(page).confirm();
  await expect(page.getByTestId('cancel-done').getByRole('status')).toContainText(`${krw(totalAmount + usePoint)} will be refunded in total.`);
  // The detail's refunds ledger: the money back, and the coupon back as a coupon, not money.
  await page.goto(`/en/mypage/books/${orderNum}`);
  const ledger = page.getByTestId('booking-detail').getByRole('region', { name: 'Refunds' });
  const { couponAmount } = (await call('GET', `${CONTENT}/v1/books/num/${orderNum}/img-count/1`)).body.data.amounts as { couponAmount: number };
  expect(couponAmount).toBeGreaterThan(0);
  await expect(ledger.getByTestId('ledger-COUPON')).toHaveText(`${krw(couponAmount)} coupon`);
  await expect(ledger).toContainText('Coupon returned');
  await expect(ledger.getByTestId('ledger-total')).toHaveText(krw(totalAmount + usePoint));

  // The coupon is usable again: the usable group holds as many as before the booking.
  await page.goto('/en/mypage/coupon');
  await expect(page.getByTestId('coupon-row')).toHaveCount(coupons.filter((x) => x.state === 'unused' && x.avail).length);
  const after = (await call('GET', `${CONTENT}/v1/coupons/user`)).body.data.coupons as { couponUserIdx: number; state: string }[];
  expect(after.find((x) => x.couponUserIdx === coupon.couponUserIdx)?.state).toBe('unused');
  await page.goto('/en/mypage/awesome-cash');
  await expect(page.getByTestId('cash-balance')).toHaveText(krw(cash));
  if (usePoint > 0) await expect(page.getByTestId('cash-line').first()).toContainText(`Refunded`);
});
