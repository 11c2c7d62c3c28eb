// Sign-up and session in the browser: a newcomer signs up reading the code from the dev
// outbox, logs out and in, stays logged in across a reload and an access-token expiry, and is
// logged out everywhere after refresh-token reuse; the demo accounts show their grade cards.
// SPEC §2 (/login, return path), §4 Session, §8 (-3).
import { expect, test } from '../support/test';
import { maskEmail } from '../../shared/src/privacy/mask';
import { collectPageErrors } from '../support/page-errors';
import { cookie, DEMO, PASSWORD, signUpByApi, uniqueEmail } from '../support/session-accounts';
import { LoginScreen } from '../support/session-login-page';
import { ProfileMenu } from '../support/session-profile-menu';

const REFRESH = '/api/service/auth/refresh';

test('a newcomer signs up, logs out and in, and stays logged in across a reload and an access-token expiry', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const login = new LoginScreen(page);
  const menu = new ProfileMenu(page);
  const member = { email: uniqueEmail('newcomer'), name: 'Newcomer' };

  await login.open();
  await login.signUp(request, member);
  await expect(page).toHaveURL(/\/en$/);
  // The new member is welcomed by name.
  const welcome = page.getByRole('alertdialog');
  await expect(welcome).toContainText('Welcome to AwesomeStay, Newcomer!');
  await welcome.getByRole('button', { name: 'Confirm' }).click();
  await menu.expectMember(member);
  await expect((await menu.open()).getByRole('region', { name: 'General member' })).toBeVisible();
  await menu.close();

  // Logout always ends on main, logged out, with the readable hint gone.
  await menu.logOut();
  await expect(page).toHaveURL(/\/en$/);
  await menu.expectVisitor();
  expect(await cookie(context, 'stay_session')).toBeUndefined();

  await login.open();
  await login.logIn(member.email);
  await expect(page).toHaveURL(/\/en$/);
  await menu.expectMember(member);

  await page.reload();
  await menu.expectMember(member);

  // Access-token expiry: the browser drops `stay_at` when it expires (ACCESS_TOKEN_TTL_SECONDS=20
  // here); dropping it ourselves is the same thing without the wait.
  const rotatedFrom = await cookie(context, 'stay_rt');
  await context.clearCookies({ name: 'stay_at' });
  const refreshed = page.waitForResponse((r) => r.url().endsWith(REFRESH));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await menu.expectMember(member);
  expect(await cookie(context, 'stay_rt')).not.toBe(rotatedFrom);
  expect(errors).toEqual([]);
});

test('refresh-token reuse logs the member out everywhere', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const member = { email: uniqueEmail('reuse'), name: 'Reuse' };
  await signUpByApi(page.request, member.email, member.name);
  const menu = new ProfileMenu(page);
  await page.goto('/en');
  await menu.expectMember(member);
  const otherTab = await context.newPage();
  await otherTab.goto('/en/faq');
  const otherMenu = new ProfileMenu(otherTab);
  await otherMenu.expectMember(member);

  // The page refreshes (its access token is gone); the old refresh token is now a used one.
  const stolen = await cookie(context, 'stay_rt');
  expect(stolen).toBeTruthy();
  await context.clearCookies({ name: 'stay_at' });
  const refreshed = page.waitForResponse((r) => r.url().endsWith(REFRESH));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await menu.expectMember(member);

  // Somebody else replays the old token (after the twin grace, REFRESH_REUSE_GRACE_SECONDS in the
  // journeys' config): the server revokes the whole family.
  await page.waitForTimeout(2_500);
  const replay = await request.post(REFRESH, { data: { refreshToken: stolen } });
  expect(replay.status()).toBe(401);
  expect(await replay.json()).toMatchObject({ result: 'FAIL', data: { code: -3 } });

  // The page's next authenticated call (GET /users at load) fails, its refresh fails (-3): logged out.
  const failedRefresh = page.waitForResponse((r) => r.url().endsWith(REFRESH));
  await page.reload();
  expect((await failedRefresh).status()).toBe(401);
  await menu.expectVisitor();
  expect(await cookie(context, 'stay_session')).toBeUndefined();
  // ...and the other tab heard about it without reloading.
  await otherMenu.expectVisitor();
});

test('login returns to the page the visitor came from, never to /login', async ({ page }) => {
  const menu = new ProfileMenu(page);
  const login = new LoginScreen(page);
  await page.goto('/en/faq?page=2');
  await menu.goToLogin();
  await expect(page).toHaveURL(/\/en\/login$/);
  await login.logIn(DEMO.bronze.email);
  await expect(page).toHaveURL(/\/en\/faq\?page=2$/);
  await menu.expectMember(DEMO.bronze);

  // Opening /login while logged in goes on to main, not back to /login.
  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/en$/);
});

test('a wrong password is answered in the form and nobody is logged in', async ({ page }) => {
  const login = new LoginScreen(page);
  await login.open();
  await login.logIn(DEMO.silver.email, 'Wrong1234!');
  await expect(page.getByRole('tabpanel', { name: 'Log in with e-mail' }).getByRole('alert')).toHaveText(/e-mail or password is incorrect/i);
  await expect(page).toHaveURL(/\/en\/login$/);
  await new ProfileMenu(page).expectVisitor();
});

test('remember me keeps the member info encrypted in a cookie for 24 hours', async ({ page, context }) => {
  const login = new LoginScreen(page);
  await login.open();
  await login.logIn(DEMO.gold.email, PASSWORD, { remember: true });
  await expect(page).toHaveURL(/\/en$/);
  const kept = (await context.cookies()).find((c) => c.name === 'stay_user');
  expect(kept).toBeDefined();
  expect(kept!.expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
  expect(kept!.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  const raw = Buffer.from(decodeURIComponent(kept!.value).replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1');
  expect(raw).not.toContain('gold@awesomestay.kr');
  await page.reload();
  await new ProfileMenu(page).expectMember(DEMO.gold);
});

test('a newcomer’s Kakao login asks the sign-up consents before the account exists, then comes back to the remembered page, logged in', async ({ page }) => {
  const menu = new ProfileMenu(page);
  await page.goto('/en/notice');
  await menu.goToLogin();
  await new LoginScreen(page).kakaoButton().click();
  // The local provider's consent page stands in for Kakao.
  const email = uniqueEmail('kakao');
  await page.getByLabel(/nickname|닉네임/i).fill('KakaoTraveller');
  await page.getByLabel(/^(e-mail|이메일)$/i).fill(email);
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  // Our own consent step, in the page's language: nothing is created without the required one.
  await expect(page).toHaveURL(/\/en\/login\?kakao=consent$/);
  await expect(page.getByRole('heading', { name: 'Join with Kakao' })).toBeVisible();
  await expect(page.getByText(`KakaoTraveller (${email})`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Agree and join' }).click();
  await expect(page.getByText('Please agree to the terms.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Agree and join' }).click();
  await expect(page).toHaveURL(/\/en\/notice$/);
  await menu.expectMember({ name: 'KakaoTraveller', email });
});

test.describe('the demo accounts show their grade cards', () => {
  test('Bronze: general member, pitch, subscribe and the corporate link; billing history', async ({ page }) => {
    const card = await gradeCard(page, DEMO.bronze.email, 'General member');
    await expect(card.getByText(/member-only prices/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Join Awesome membership' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Are you a corporate member?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Membership billing history' })).toBeVisible();
  });

  test('Silver: awesome member, monthly, manage', async ({ page }) => {
    const card = await gradeCard(page, DEMO.silver.email, 'Awesome member');
    await expect(card.getByText('Silver · monthly plan')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Manage membership' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Membership billing history' })).toHaveCount(0);
  });

  test('Gold: awesome member, yearly, manage', async ({ page }) => {
    const card = await gradeCard(page, DEMO.gold.email, 'Awesome member');
    await expect(card.getByText('Gold · yearly plan')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Manage membership' })).toBeVisible();
  });

  test('corporate: the company name as registered', async ({ page }) => {
    const card = await gradeCard(page, DEMO.corporate.email, 'Corporate member');
    // An English page names the company by its English name.
    await expect(card.getByText(`${DEMO.corporate.corpNameEn} registered`)).toBeVisible();
  });
});

async function gradeCard(page: import('@playwright/test').Page, email: string, cardName: string) {
  const login = new LoginScreen(page);
  await login.open();
  await login.logIn(email);
  await expect(page).toHaveURL(/\/en$/);
  const menu = await new ProfileMenu(page).open();
  await expect(menu.getByText(maskEmail(email))).toBeVisible();
  return menu.getByRole('region', { name: cardName });
}
