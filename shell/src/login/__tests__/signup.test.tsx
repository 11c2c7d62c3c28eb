// E-mail sign-up with verification (SPEC §4, §5, §7, §8): send code -> verify -> details ->
// create account, with the SPEC messages inline and the server codes shown where they belong.
import { bus, sessionStore } from '@stay/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRememberKeyStore } from '../../session/remembered-user';
import {
  fail,
  freshBrowser,
  installFakeServer,
  installWebCrypto,
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
  freshBrowser('/en/login?mode=signup');
  server = installFakeServer();
  shell = recordShell();
  setRememberKeyStore(memoryKeyStore());
});
afterEach(() => {
  shell.off();
  bus.clear();
  act(() => sessionStore.getState().reset());
});

const panel = () => screen.getByRole('tabpanel', { name: 'Sign up with e-mail' });
const field = (label: string) => within(panel()).getByLabelText(label);
const button = (name: string) => within(panel()).getByRole('button', { name });

async function sendCode(address = 'new@example.com') {
  await userEvent.type(field('E-mail'), address);
  await userEvent.click(button('Get code'));
}

async function verified() {
  server.on('POST', '/users/send-cert', ok({ certIdx: 41, expiresIn: 180 }));
  server.on('POST', '/users/verify-cert', ok({ certIdx: 41, verified: true }));
  render(<LoginPage />);
  await sendCode();
  await userEvent.type(await within(panel()).findByLabelText('Verification code'), '123456');
  await userEvent.click(button('Verify'));
  await within(panel()).findByRole('heading', { name: '2. Your details' });
}

describe('sign-up', () => {
  it('opens on the sign-up tab from ?mode=signup and validates the e-mail first', async () => {
    render(<LoginPage />);
    expect(screen.getByRole('tab', { name: 'Sign up with e-mail' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(button('Get code'));
    expect(field('E-mail')).toHaveAccessibleDescription('This field is required.');
    await sendCode('nope');
    expect(field('E-mail')).toHaveAccessibleDescription('Please check the e-mail format (e.g. hello@example.com).');
    expect(server.calls).toHaveLength(0);
  });

  it('sends the code for SIGN_EMAIL and shows the countdown', async () => {
    server.on('POST', '/users/send-cert', ok({ certIdx: 41, expiresIn: 180 }));
    render(<LoginPage />);
    await sendCode();
    expect(await within(panel()).findByText('We sent a code to new@example.com.')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Time left [23]:\d\d$/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/users/send-cert')[0]?.body).toEqual({ dest: 'new@example.com', type: 'SIGN_EMAIL' });
    expect(field('E-mail')).toHaveAttribute('readonly');
  });

  it('shows EMAIL_CAN_NOT_BE_USED on the e-mail field', async () => {
    server.on('POST', '/users/send-cert', fail('EMAIL_CAN_NOT_BE_USED', '이미 가입된 이메일입니다.'));
    render(<LoginPage />);
    await sendCode('bronze@awesomestay.kr');
    expect(await within(panel()).findByText('This e-mail address is already registered.')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(shell.alerts).toEqual([]);
  });

  it.each([
    ['CERTIFICATION_NOT_CORRECT', 'Please check the verification code again.'],
    ['EXPIRED_TIME', 'The verification time has expired. Please request a new code.'],
  ])('shows %s on the code field', async (code, text) => {
    server.on('POST', '/users/send-cert', ok({ certIdx: 41, expiresIn: 180 }));
    server.on('POST', '/users/verify-cert', fail(code, 'server text'));
    render(<LoginPage />);
    await sendCode();
    const input = await within(panel()).findByLabelText('Verification code');
    await userEvent.type(input, '000000');
    await userEvent.click(button('Verify'));
    expect(await within(panel()).findByText(text)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel()).queryByRole('heading', { name: '2. Your details' })).not.toBeInTheDocument();
  });

  it('wants the code as 6 digits', async () => {
    server.on('POST', '/users/send-cert', ok({ certIdx: 41, expiresIn: 180 }));
    render(<LoginPage />);
    await sendCode();
    await userEvent.type(await within(panel()).findByLabelText('Verification code'), '12a');
    await userEvent.click(button('Verify'));
    expect(field('Verification code')).toHaveAccessibleDescription(expect.stringContaining('Please enter the 6 digits.'));
  });

  it('a new code replaces the old one (SEND_LIMIT-style errors show on the field)', async () => {
    server.on('POST', '/users/send-cert', ok({ certIdx: 41, expiresIn: 180 }), fail('SEND_LIMIT', 'x'));
    render(<LoginPage />);
    await sendCode();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Send a new code' }));
    expect(await within(panel()).findByText('Text messages are limited to 3 per day.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/users/send-cert')).toHaveLength(2);
  });

  it('checks the details with the SPEC §5 messages', async () => {
    await verified();
    await userEvent.type(field('Name'), 'Kim 1');
    await userEvent.type(field('Password'), 'abcdef');
    await userEvent.type(field('Confirm password'), 'abcdeg');
    await userEvent.type(field('Mobile number (optional)'), '010-1234');
    await userEvent.click(button('Create account'));
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name in Korean or English letters, without special characters.');
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Passwords must be 6-16 characters combining letters, digits and special characters.'),
    );
    expect(field('Mobile number (optional)')).toHaveAccessibleDescription(expect.stringContaining('Please check the mobile number (e.g. 010-1234-5678).'));
    expect(within(panel()).getByText('Please agree to the terms.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/users/cert')).toHaveLength(0);
  });

  it("says 'values differ' when the confirmation does not match a valid password", async () => {
    await verified();
    await userEvent.type(field('Password'), 'Stay1234!');
    await userEvent.type(field('Confirm password'), 'Stay1234?');
    await userEvent.click(button('Create account'));
    expect(field('Confirm password')).toHaveAccessibleDescription('The values differ.');
  });

  it('does not flag an untouched confirmation while the password is typed', async () => {
    await verified();
    await userEvent.type(field('Password'), 'Stay1234!');
    await userEvent.tab();
    expect(field('Confirm password')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field('Confirm password'), 'Stay1234');
    await userEvent.tab();
    expect(field('Confirm password')).toHaveAccessibleDescription('The values differ.');
    await userEvent.type(field('Password'), '{Backspace}');
    expect(field('Confirm password')).not.toHaveAttribute('aria-invalid');
  });

  it('creates the account from the verified certificate and logs the member in', async () => {
    await verified();
    server.on('POST', '/users/cert', ok({ loginKind: 'CREATE' }));
    server.on('GET', '/users', usersBody({ name: '김새봄', email: 'new@example.com', phone: '' }));
    await userEvent.type(field('Name'), '김새봄');
    await userEvent.type(field('Password'), 'Stay1234!');
    await userEvent.type(field('Confirm password'), 'Stay1234!');
    await userEvent.click(within(panel()).getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await userEvent.click(button('Create account'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(server.callsTo('POST', '/users/cert')[0]?.body).toEqual({
      certEmailIdx: 41,
      id: 'new@example.com',
      name: '김새봄',
      pwd: 'Stay1234!',
      phone: null,
      userMeta: { termsAgree: true, privacyAgree: true, ageOver14: true, marketingAgree: false, locale: 'en' },
    });
    expect(sessionStore.getState().user).toMatchObject({ name: '김새봄', email: 'new@example.com', grade: 'Bronze' });
    expect(shell.nav.push).toHaveBeenCalledWith('/', { replace: true });
    // The new member is welcomed by name.
    expect(shell.alerts).toEqual(['Welcome to AwesomeStay, 김새봄!']);
  });

  it('asks the marketing consent apart from the required one, optional, and sends it', async () => {
    await verified();
    server.on('POST', '/users/cert', ok({ loginKind: 'CREATE' }));
    server.on('GET', '/users', usersBody({ name: 'Saebom', email: 'new@example.com', phone: '' }));
    const marketing = within(panel()).getByRole('checkbox', { name: /\[Optional\] Send me news of events and benefits/ });
    expect(marketing).not.toBeChecked();
    await userEvent.type(field('Name'), 'Saebom');
    await userEvent.type(field('Password'), 'Stay1234!');
    await userEvent.type(field('Confirm password'), 'Stay1234!');
    // Marketing alone does not stand in for the required consent.
    await userEvent.click(marketing);
    await userEvent.click(button('Create account'));
    expect(within(panel()).getByText('Please agree to the terms.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/users/cert')).toHaveLength(0);
    await userEvent.click(within(panel()).getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await userEvent.click(button('Create account'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(server.callsTo('POST', '/users/cert')[0]?.body).toMatchObject({ userMeta: { termsAgree: true, marketingAgree: true } });
    expect(shell.alerts).toEqual(['Welcome to AwesomeStay, Saebom!']);
  });

  it('change e-mail starts over', async () => {
    server.on('POST', '/users/send-cert', ok({ certIdx: 41, expiresIn: 180 }));
    render(<LoginPage />);
    await sendCode();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Change e-mail' }));
    expect(field('E-mail')).not.toHaveAttribute('readonly');
    expect(field('E-mail')).toHaveValue('');
    expect(within(panel()).queryByLabelText('Verification code')).not.toBeInTheDocument();
  });
});
