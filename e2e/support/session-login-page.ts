// Page object of the shell's /login (English UI): e-mail login, sign-up with the code from the
// dev outbox, and the Kakao button.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PASSWORD, readCode } from './session-accounts';

export class LoginScreen {
  constructor(private readonly page: Page) {}

  async open(path = '/en/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Log in / Sign up' });
  }

  private panel(name: 'Log in with e-mail' | 'Sign up with e-mail'): Locator {
    return this.page.getByRole('tabpanel', { name });
  }

  async logIn(email: string, password = PASSWORD, opts: { remember?: boolean } = {}): Promise<void> {
    await this.page.getByRole('tab', { name: 'Log in with e-mail' }).click();
    const panel = this.panel('Log in with e-mail');
    await panel.getByLabel('E-mail', { exact: true }).fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(password);
    if (opts.remember) await panel.getByRole('checkbox', { name: 'Keep me logged in' }).check();
    await panel.getByRole('button', { name: 'Log in' }).click();
  }

  /** The whole browser sign-up: e-mail, code from the outbox, details, consent, create. */
  async signUp(request: APIRequestContext, details: { email: string; name: string; password?: string; phone?: string }): Promise<void> {
    const password = details.password ?? PASSWORD;
    await this.page.getByRole('tab', { name: 'Sign up with e-mail' }).click();
    const panel = this.panel('Sign up with e-mail');
    await panel.getByLabel('E-mail', { exact: true }).fill(details.email);
    await panel.getByRole('button', { name: 'Get code' }).click();
    await expect(panel.getByText(`We sent a code to ${details.email}.`)).toBeVisible();
    await panel.getByLabel('Verification code').fill(await readCode(request, details.email));
    await panel.getByRole('button', { name: 'Verify' }).click();
    await expect(panel.getByRole('heading', { name: '2. Your details' })).toBeVisible();
    await panel.getByLabel('Name').fill(details.name);
    await panel.getByLabel('Password', { exact: true }).fill(password);
    await panel.getByLabel('Confirm password').fill(password);
    if (details.phone) await panel.getByLabel('Mobile number (optional)').fill(details.phone);
    await panel.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await panel.getByRole('button', { name: 'Create account' }).click();
  }

  kakaoButton(): Locator {
    return this.page.getByRole('link', { name: 'Continue with Kakao' });
  }
}
