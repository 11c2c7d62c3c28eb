// A member's drawn page and its hydration start from the member info that came with it.
import { buildApiUrl } from '../../api-client/api-request';
import { initI18n } from '../../i18n/i18n';
import { drawForVisitor } from '../../mf/server-render';
import type { BootData } from '../../mf/contract';
import { sessionStore } from '../session';
import { sessionFromPage } from '../session-from-page';

const USERS = buildApiUrl('auth', '/users');
const member = { name: 'Kim', email: 'kim@example.com', grade: 'Gold', type: 'N', corpName: null, phone: null };
const envelope = (data: unknown) => ({ result: 'SUCCESS', data });
const page = window as unknown as { __STAY_BOOT__?: Partial<BootData> };

beforeAll(() => initI18n('en'));
afterEach(() => {
  delete page.__STAY_BOOT__;
  sessionStore.getState().reset();
});

it("starts the session as the member whose info came with the page, in the page's locale only", () => {
  page.__STAY_BOOT__ = { data: { [USERS]: { locale: 'en', body: envelope(member) } } };
  expect(sessionFromPage()).toBe(true);
  expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, user: { name: 'Kim', grade: 'Gold', phone: '' } });

  sessionStore.getState().reset();
  page.__STAY_BOOT__ = { data: { [USERS]: { locale: 'ko', body: envelope(member) } } };
  expect(sessionFromPage()).toBe(false);
  expect(sessionStore.getState().isLoggedIn).toBe(false);
});

it('a page without member info, or with an answer that is not one, starts logged out', () => {
  expect(sessionFromPage()).toBe(false);
  page.__STAY_BOOT__ = { data: { [USERS]: { locale: 'en', body: envelope({ grade: 'Platinum' }) } } };
  expect(sessionFromPage()).toBe(false);
  expect(sessionStore.getState().isLoggedIn).toBe(false);
});

it('a server render draws as the member of its answers, and the next visitor is not them', () => {
  const seen = drawForVisitor({ [USERS]: envelope(member) }, () => sessionStore.getState().user?.grade);
  expect(seen).toBe('Gold');
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(drawForVisitor({}, () => sessionStore.getState().isLoggedIn)).toBe(false);
});
