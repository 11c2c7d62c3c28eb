// The shell's profile menu as the session journeys read it (English UI): who is logged in, the
// grade card, logout.
import { expect, type Locator, type Page } from '@playwright/test';
import { maskEmail } from '../../shared/src/privacy/mask';

export class ProfileMenu {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'My account' });
  }

  async open(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Opens the menu, checks the member's greeting and (masked) e-mail, and closes it again. */
  async expectMember(member: { name: string; email: string }): Promise<void> {
    const menu = await this.open();
    await expect(menu.getByText(`Hello, ${member.name}`)).toBeVisible();
    await expect(menu.getByText(maskEmail(member.email))).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await this.close();
  }

  /** Opens the menu and checks it offers only login / sign-up; closes it again. */
  async expectVisitor(): Promise<void> {
    const menu = await this.open();
    await expect(menu.getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await this.close();
  }

  async logOut(): Promise<void> {
    const menu = await this.open();
    await menu.getByRole('button', { name: 'Log out' }).click();
  }

  async goToLogin(): Promise<void> {
    const menu = await this.open();
    await menu.getByRole('link', { name: 'Log in / Sign up' }).click();
  }
}
