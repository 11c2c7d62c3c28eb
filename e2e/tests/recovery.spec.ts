// Login help (SPEC §4 FIND_ID / FIND_PWD, §7 PUT /users/pwd): a member who forgot the password
// resets it with a code from the (demo) outbox and logs in with the new one; the old one no longer
// works. A member with a phone finds the login id with a code texted to it.
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { readCode, signUpByApi, uniqueEmail } from '../support/session-accounts';
import { LoginScreen } from '../support/session-login-page';

const NEW_PASSWORD = 'N3w-pass!';

for (const width of [390, 1280]) {
  test(`a member resets the password with a code and logs in with the new one (${width} px)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const email = uniqueEmail('reset');
    // Signed up in another context, so this page starts as a visitor.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signUpByApi(other.request, email, 'Traveller');
    await other.close();
    const errors = collectPageErrors(page);

    const login = new LoginScreen(page);
    await login.open('/en/login');
    await page.getByRole('navigation', { name: 'Account help' }).getByRole('link', { name: 'Reset my password' }).click();
    await expect(page).toHaveURL(/\/en\/login\/find-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset my password' })).toBeVisible();

    await page.getByLabel('E-mail (your ID)').fill(email);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible();
    // A wrong code first: the field says so.
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.locator('.lg-field--invalid')).toBeVisible();
    await page.getByLabel('Verification code').fill(await readCode(page.request, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified. Please enter your new password.')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('Different-1!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/values differ|do not match/i)).toBeVisible();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.screenshot({ path: `test-results/recovery-new-password-${width}-en.png`, fullPage: true });
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();

    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(login.heading).toBeVisible();
    // The old password is refused, the new one logs in.
    await login.logIn(email);
    await expect(page.getByRole('alert').or(page.locator('.lg-form-error'))).toBeVisible();
    await login.logIn(email, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    expect(errors).toEqual([]);
  });
}

test('a member finds the login id with a code texted to the phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // A newcomer with a phone: signed up with the number through the API.
  const email = uniqueEmail('findid');
  const phone = `010${String(Date.now()).slice(-8)}`;
  const auth = '/api/service/auth';
  const sent = await request.post(`${auth}/users/send-cert`, { data: { dest: email, type: 'SIGN_EMAIL' } });
  const { certIdx } = ((await sent.json()) as { data: { certIdx: number } }).data;
  await request.post(`${auth}/users/verify-cert`, { data: { certIdx, code: await readCode(request, email) } });
  const created = await request.post(`${auth}/users/cert`, { data: { certEmailIdx: certIdx, id: email, name: 'Traveller', pwd: 'Stay1234!', phone } });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Find my ID' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find my ID' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText(`We sent a code to ${phone}.`)).toBeVisible();
  await page.getByLabel('Verification code').fill(await readCode(request, phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Your ID (e-mail) is ${email}.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/recovery-find-id-390-en.png', fullPage: true });
});
