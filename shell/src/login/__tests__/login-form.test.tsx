// The e-mail login of /login: labelled fields, SPEC §5 messages inline, server codes in the
// form, then GET /users into the store and off to the remembered return url (never /login).
import { bus, rememberReturnUrl, sessionStore } from '@stay/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRememberKeyStore } from '../../session/remembered-user';
import { trackPath } from '../../session/return-path';
import {
  cookieValue,
  fail,
  freshBrowser,
  installFakeServer,
  installWebCrypto,
  member,
  memoryKeyStore,
  ok,
  recordShell,
  usersBody,
  type FakeServer,
  type Recorder,
} from '../../session/__tests__/fakes';
import { LoginPage } from '../login-page';

let server: FakeServer;
let shell: Recorder;

beforeAll(installWebCrypto);
beforeEach(() => {
  freshBrowser('/en/login');
  server = installFakeServer();
  shell = recordShell();
  setRememberKeyStore(memoryKeyStore());
});
afterEach(() => {
  shell.off();
  bus.clear();
  act(() => sessionStore.getState().reset());
});

/** Lets the requests, the store update and the page's redirect effect run. */
const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });

const loginPanel = () => screen.getByRole('tabpanel', { name: 'Log in with e-mail' });
const email = () => within(loginPanel()).getByLabelText('E-mail');
const password = () => within(loginPanel()).getByLabelText('Password');
const submit = () => within(loginPanel()).getByRole('button', { name: 'Log in' });

describe('login page', () => {
  it('has a heading, the two e-mail tabs and the Kakao login link', () => {
    rememberReturnUrl('/mypage');
    render(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in / Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Log in with e-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign up with e-mail' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('link', { name: 'Continue with Kakao' })).toHaveAttribute(
      'href',
      `/api/auth/kakao?returnTo=${encodeURIComponent('/en/mypage')}`,
    );
  });

  it('says why when a member page sent a signed-out visitor here, and only then', () => {
    window.history.replaceState(null, '', '/en/login?reason=voucher');
    const first = render(<LoginPage />);
    expect(screen.getByTestId('login-reason')).toHaveTextContent('Log in with the account you booked with to see the voucher.');
    first.unmount();
    window.history.replaceState(null, '', '/en/login?reason=%3Cb%3E');
    render(<LoginPage />);
    expect(screen.queryByTestId('login-reason')).not.toBeInTheDocument();
    window.history.replaceState(null, '', '/en/login');
  });

  it('shows required and format messages inline, tied to the fields', async () => {
    render(<LoginPage />);
    await userEvent.click(submit());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('This field is required.');
    expect(password()).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(email(), 'not-an-email');
    await userEvent.tab();
    expect(email()).toHaveAccessibleDescription('Please check the e-mail format (e.g. hello@example.com).');
    expect(server.calls).toHaveLength(0);
  });

  it('logs in, fills the store from GET /users and goes to the remembered page', async () => {
    trackPath(null, '/en/faq?page=2');
    trackPath('/en/faq?page=2', '/en/login');
    server.on('POST', '/login', ok({ loginKind: 'LOGIN' }));
    server.on('GET', '/users', usersBody({ grade: 'Gold' }));
    render(<LoginPage />);
    await userEvent.type(email(), ' Bronze@AwesomeStay.kr ');
    await userEvent.type(password(), 'Stay1234!');
    await userEvent.click(submit());
    await settle();
    expect(server.callsTo('POST', '/login')[0]?.body).toEqual({ id: 'Bronze@AwesomeStay.kr', pwd: 'Stay1234!' });
    expect(sessionStore.getState().user).toEqual({ ...member, grade: 'Gold' });
    expect(shell.nav.push).toHaveBeenCalledWith('/faq?page=2', { replace: true });
  });

  it('goes to main, never back to a login path', async () => {
    rememberReturnUrl('/login');
    server.on('POST', '/login', ok({}));
    server.on('GET', '/users', usersBody());
    render(<LoginPage />);
    await userEvent.type(email(), 'bronze@awesomestay.kr');
    await userEvent.type(password(), 'Stay1234!');
    await userEvent.click(submit());
    await settle();
    expect(shell.nav.push.mock.calls).toEqual([['/', { replace: true }]]);
  });

  it('shows the server answer in the form, not in an alert, and stays logged out', async () => {
    server.on('POST', '/login', fail('LOGIN_FAIL', 'The e-mail or password is incorrect.'));
    render(<LoginPage />);
    await userEvent.type(email(), 'bronze@awesomestay.kr');
    await userEvent.type(password(), 'wrong-1!');
    await userEvent.click(submit());
    expect(await within(loginPanel()).findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(shell.alerts).toEqual([]);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(shell.nav.push).not.toHaveBeenCalled();
  });

  it('translates catalogue codes (USER_NOT_FOUND) into the UI language', async () => {
    server.on('POST', '/login', fail('USER_NOT_FOUND', '회원 정보를 찾을 수 없습니다.'));
    render(<LoginPage />);
    await userEvent.type(email(), 'nobody@awesomestay.kr');
    await userEvent.type(password(), 'Stay1234!');
    await userEvent.click(submit());
    expect(await within(loginPanel()).findByRole('alert')).toHaveTextContent('We could not find your member information.');
  });

  it('shows a busy submit button while the request runs', async () => {
    let answer!: () => void;
    server.on('POST', '/login', { ...ok({}), wait: new Promise<void>((r) => (answer = r)) });
    server.on('GET', '/users', usersBody());
    render(<LoginPage />);
    await userEvent.type(email(), 'bronze@awesomestay.kr');
    await userEvent.type(password(), 'Stay1234!');
    await userEvent.click(submit());
    const busy = within(loginPanel()).getByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      answer();
      await new Promise((r) => setTimeout(r, 10));
    });
  });

  it('remember me keeps the user info encrypted in a cookie', async () => {
    server.on('POST', '/login', ok({}));
    server.on('GET', '/users', usersBody());
    render(<LoginPage />);
    await userEvent.type(email(), 'bronze@awesomestay.kr');
    await userEvent.type(password(), 'Stay1234!');
    await userEvent.click(within(loginPanel()).getByRole('checkbox', { name: 'Keep me logged in' }));
    await userEvent.click(submit());
    await settle();
    expect(sessionStore.getState().isLoggedIn).toBe(true);
    // The cookie is written once WebCrypto has encrypted the user info.
    await waitFor(() => expect(cookieValue('stay_user')).toBeTruthy());
    expect(decodeURIComponent(cookieValue('stay_user')!)).not.toContain('awesomestay');
  });

  it('without remember me keeps no user info cookie', async () => {
    server.on('POST', '/login', ok({}));
    server.on('GET', '/users', usersBody());
    render(<LoginPage />);
    await userEvent.type(email(), 'bronze@awesomestay.kr');
    await userEvent.type(password(), 'Stay1234!');
    await userEvent.click(submit());
    await settle();
    expect(sessionStore.getState().isLoggedIn).toBe(true);
    expect(cookieValue('stay_user')).toBeUndefined();
  });

  it('says so when the Kakao login failed', () => {
    window.history.replaceState(null, '', '/en/login?error=KAKAO_LOGIN_FAIL');
    render(<LoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kakao login failed. Please try again.');
  });

  it('switches tabs with the arrow keys', async () => {
    render(<LoginPage />);
    screen.getByRole('tab', { name: 'Log in with e-mail' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const signup = screen.getByRole('tab', { name: 'Sign up with e-mail' });
    expect(signup).toHaveAttribute('aria-selected', 'true');
    expect(signup).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Sign up with e-mail' })).toBeVisible();
  });
});
