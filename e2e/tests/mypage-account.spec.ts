// My page account journeys, on a phone (390 px) and a desktop (1280 px), in
// Korean, English and Japanese: silver@ registers a coupon pack code (wrong code first, then the
// pack, then the same code again); a member changes the password, the name and phone for stays
// abroad and the marketing consent, and downloads their data; a member who signed up in the
// journey withdraws with the password and cannot log in again; another browser of a member gets the
// SPEC §8 499 message after a password change elsewhere and lands on /login. Wishes show today's
// price; bookings flag own-channel orders. Needs a fresh seed (a code registers once per member).
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, CONTENT, logInByApi } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { LoginScreen } from '../support/session-login-page';
import { DEMO, PASSWORD, signUpByApi, uniqueEmail } from '../support/session-accounts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const ready = (page: Page) => expect(page.locator('.sh-main-slot[data-slot-state="ready"]')).toBeVisible();

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('silver@ registers a coupon pack code; a wrong code and the same code again are refused clearly (ko)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await logInByApi(page, DEMO.silver.email);
    await page.goto('/mypage/coupon');
    await ready(page);
    const form = page.getByTestId('coupon-code-form');
    await expect(form.getByRole('heading', { name: '쿠폰 코드 등록' })).toBeVisible();
    // One box for every kind of code: nothing to pick first.
    await expect(form.getByRole('radio')).toHaveCount(0);
    const usableBefore = await page.getByTestId('coupon-row').count();

    await form.getByRole('button', { name: '등록' }).click();
    await expect(form.getByRole('alert')).toHaveText('코드를 입력해 주세요.');
    await form.getByRole('textbox', { name: '쿠폰 코드' }).fill('NOT-A-PACK');
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form.getByRole('alert')).toHaveText('쿠폰 발급에 실패했습니다. 코드를 다시 확인해 주세요.');
    await expect(page.getByTestId('coupon-row')).toHaveCount(usableBefore);

    // Expired tab first, so the journey sees the page move to the usable tab by itself.
    await page.getByRole('tab', { name: /^기간 만료/ }).click();
    await form.getByRole('textbox', { name: '쿠폰 코드' }).fill('welcome-pack');
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form.getByRole('status')).toContainText('쿠폰팩 코드를 등록했습니다. 쿠폰 2장을 받았습니다');
    await expect(page.getByRole('tab', { name: /^사용 가능/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('coupon-row')).toHaveCount(usableBefore + 2);
    const fresh = page.locator('.mp-card--new');
    await expect(fresh).toHaveCount(2);
    await expect(fresh.filter({ hasText: '웰컴 팩 15,000원 쿠폰' })).toContainText('새 쿠폰');
    await expect(fresh.filter({ hasText: '웰컴 팩 15,000원 쿠폰' })).toContainText('100,000원 이상 결제 시');

    await form.getByRole('textbox', { name: '쿠폰 코드' }).fill('WELCOME-PACK');
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form.getByRole('alert')).toHaveText('이미 등록한 코드입니다. 코드는 한 번만 등록할 수 있습니다.');
    await page.reload();
    await ready(page);
    await expect(page.getByTestId('coupon-row')).toHaveCount(usableBefore + 2);
    // Nothing overflows sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });

  test('a member who signed up in the journey withdraws with the password and cannot log in again (en)', async ({ page }) => {
    const email = uniqueEmail('withdraw');
    const login = new LoginScreen(page);
    await login.open('/en/login');
    await login.signUp(page.request, { email, name: 'Leaver' });
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/en/mypage/user');
    await ready(page);
    const info = page.getByTestId('user-page');
    await info.getByRole('button', { name: 'Withdraw membership' }).click();
    const form = page.getByTestId('withdraw-form');
    await expect(form).toContainText('You cannot withdraw while you have an upcoming booking.');
    await expect(form).toContainText('An active awesome membership ends at once when you withdraw');
    await expect(form).toContainText('Past bookings and payment records are kept');

    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please confirm that you have read the notice.');
    await form.getByRole('checkbox', { name: 'I have read the above and want to withdraw.' }).check();
    await form.getByLabel('Confirm your password').fill('Wrong-pass1');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Do you really want to withdraw?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');

    await form.getByLabel('Confirm your password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Your membership has been withdrawn.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/en\/?$/);

    await login.open('/en/login');
    await login.logIn(email);
    await expect(page.getByRole('tabpanel', { name: 'Log in with e-mail' }).getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('the code form speaks Japanese and English, and a company code is for its members', async ({ page }) => {
    await logInByApi(page, DEMO.bronze.email);
    await page.goto('/ja/mypage/coupon');
    await ready(page);
    const form = page.getByTestId('coupon-code-form');
    await expect(form.getByRole('heading', { name: 'クーポンコードの登録' })).toBeVisible();
    await form.getByRole('textbox', { name: 'クーポンコード' }).fill('ab-1');
    await form.getByRole('button', { name: '登録' }).click();
    await expect(form.getByRole('alert')).toHaveText('クーポンの発行に失敗しました。コードをもう一度確認してください。');
    await form.getByRole('textbox', { name: 'クーポンコード' }).fill('ATECHSTAY');
    await form.getByRole('button', { name: '登録' }).click();
    await expect(form.getByRole('alert')).toHaveText('クーポンの発行に失敗しました。該当企業の会員のみ登録できるコードです。');

    await page.goto('/en/mypage/coupon');
    await ready(page);
    await form.getByRole('textbox', { name: 'Coupon code' }).fill('12');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toHaveText('The coupon could not be issued. Check the code and try again.');
  });

  test('password, name and phone for stays abroad, marketing consent with its date, and the data download (ko, en)', async ({ page }) => {
    const errors = collectPageErrors(page);
    const email = uniqueEmail('account');
    await signUpByApi(page.request, email, 'Owner');
    await page.goto('/en/mypage/user');
    await ready(page);
    const info = page.getByTestId('user-page');

    // Marketing consent: never given says so without a date; saved at once, with the day it was given.
    const consent = page.getByTestId('marketing-consent');
    await expect(consent.getByTestId('marketing-date')).toHaveText('Not agreed');
    await consent.getByRole('checkbox', { name: /Send me offers and events/ }).check();
    await expect(consent.getByRole('status')).toHaveText('You agreed to receive marketing messages.');
    await expect(consent.getByTestId('marketing-date')).toHaveText(/^Agreed \(.+\)$/);

    // Name and phone for stays abroad, checked against the country.
    await info.getByRole('button', { name: 'Name and phone for stays abroad' }).click();
    const intl = page.getByTestId('international-form');
    await intl.getByLabel('First name (English)').fill('Gil Dong');
    await intl.getByLabel('Last name (English)').fill('Hong');
    await intl.getByLabel('Country code').selectOption('81');
    await intl.getByLabel('Mobile number').fill('123');
    await intl.getByRole('button', { name: 'Save' }).click();
    await expect(intl.getByRole('alert')).toHaveText('The phone format does not match the selected country.');
    await intl.getByLabel('Mobile number').fill('09012345678');
    await intl.getByRole('button', { name: 'Save' }).click();
    await expect(info.getByRole('status').first()).toHaveText('Your details for stays abroad were saved.');
    await expect(info.getByTestId('user-intl-name')).toHaveText('G***********G');
    await expect(info.getByTestId('user-intl-phone')).toHaveText('+81 901-****-5678');

    // Password: the current one is checked by the server.
    await info.getByRole('button', { name: 'Change password' }).click();
    const pwd = page.getByTestId('password-form');
    await pwd.getByLabel('Current password').fill('Wrong-pass1');
    await pwd.getByLabel('New password', { exact: true }).fill('Newpass12!');
    await pwd.getByLabel('Confirm new password').fill('Newpass12?');
    await pwd.getByRole('button', { name: 'Change password' }).click();
    await expect(pwd.getByRole('alert')).toHaveText('The values differ.');
    await pwd.getByLabel('Confirm new password').fill('Newpass12!');
    await pwd.getByRole('button', { name: 'Change password' }).click();
    await expect(pwd.getByRole('alert')).toHaveText('Your current password is not correct.');
    await pwd.getByLabel('Current password').fill(PASSWORD);
    await pwd.getByRole('button', { name: 'Change password' }).click();
    await expect(info.getByRole('status').first()).toHaveText('Your password was changed. Your other devices must log in again.');

    // The download: the member's own data as JSON, without the password hash.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^awesomestay-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const body = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')) as { member: Record<string, unknown> };
    expect(body.member).toMatchObject({ email, name: 'Owner', userFirstName: 'GIL DONG' });
    expect(body.member.pwdHash).toBeUndefined();

    // The same page in Korean.
    await page.goto('/mypage/user');
    await ready(page);
    await expect(page.getByTestId('marketing-consent')).toContainText('마케팅 정보 수신 동의');
    await expect(page.getByTestId('marketing-date')).toContainText('동의');
    await expect(page.getByRole('button', { name: '회원 탈퇴' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("another browser of the member gets 'member info changed, log in again' after a password change elsewhere (ja)", async ({ page, browser }) => {
    const email = uniqueEmail('other-device');
    await signUpByApi(page.request, email, 'Twice');
    const other = await browser.newContext({ viewport: PHONE });
    const there = await other.newPage();
    await logInByApi(there, email);
    await there.goto('/ja/mypage/user');
    await ready(there);
    await expect(there.getByTestId('user-page')).toBeVisible();

    // Here: the password changes.
    const res = await api(page, 'PUT', '/api/service/auth/users', { currentPwd: PASSWORD, pwd: 'Moved12!x' });
    expect(res.status).toBe(200);

    // There: the next call is answered 499; the shell says so and sends the member to log in.
    await there.getByRole('button', { name: 'データをダウンロード' }).click();
    const dialog = there.getByRole('alertdialog');
    await expect(dialog).toContainText('会員情報が変更されました。もう一度ログインしてください。');
    await dialog.getByRole('button', { name: '確認' }).click();
    await expect(there).toHaveURL(/\/ja\/login/);
    // This device still works.
    expect((await api(page, 'GET', '/api/service/auth/users')).status).toBe(200);
    await other.close();
  });

  test('the 499 message also comes when the other browser first has to refresh its access token (ko)', async ({ page, browser }) => {
    const email = uniqueEmail('other-refresh');
    await signUpByApi(page.request, email, 'Thrice');
    const other = await browser.newContext({ viewport: PHONE });
    const there = await other.newPage();
    await logInByApi(there, email);
    await there.goto('/mypage/user');
    await ready(there);
    expect((await api(page, 'PUT', '/api/service/auth/users', { currentPwd: PASSWORD, pwd: 'Moved12!y' })).status).toBe(200);
    // Its access token is gone (expired): the call answers 401, the refresh answers 499.
    await other.clearCookies({ name: 'stay_at' });
    const refresh = there.waitForResponse((r) => r.url().endsWith('/api/service/auth/refresh'));
    await there.getByRole('button', { name: '내 정보 다운로드' }).click();
    expect((await refresh).status()).toBe(499);
    const dialog = there.getByRole('alertdialog');
    await expect(dialog).toHaveText(/회원 정보가 변경되었습니다\. 다시 로그인해 주세요\./);
    await expect(dialog).not.toContainText('로그인이 만료되었습니다');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(there).toHaveURL(/\/login/);
    await other.close();
  });

  test('wishes show today\'s price for the default dates; bookings flag own-channel orders (en)', async ({ page }) => {
    await logInByApi(page, DEMO.bronze.email);
    const wished = await api(page, 'GET', `${CONTENT}/v1/wishs`);
    if ((wished.body.data.wishs as unknown[]).length === 0) await api(page, 'POST', `${CONTENT}/v1/wishs/products/1`);
    // The page asks for the default dates of the browser's today (what the web bar shows).
    const answer = page.waitForResponse((r) => r.url().includes(`${CONTENT}/v1/wishs?`));
    await page.goto('/en/mypage/wishes');
    await ready(page);
    const data = ((await (await answer).json()) as { data: { wishs: { price: { displayAmount: number } | null }[] } }).data;
    await expect(page.getByText(/Today's prices for .*, 1 night, 2 adults/)).toBeVisible();
    const first = data.wishs[0]!;
    const expected = first.price ? `KRW ${first.price.displayAmount.toLocaleString('en-US')}` : 'No rooms on sale for these dates.';
    await expect(page.getByTestId('wish-price').first()).toContainText(expected);

    const books = (await api(page, 'GET', `${CONTENT}/v1/books/status/pending`)).body.data.books as { orderNum: string; ownChannel: boolean }[];
    await page.goto('/en/mypage/books');
    await ready(page);
    const row = page.getByTestId('book-row').first();
    await expect(row.getByTestId('book-channel')).toHaveText(books[0]!.ownChannel ? 'Booked with AwesomeStay' : 'Partner channel booking');
  });
});
