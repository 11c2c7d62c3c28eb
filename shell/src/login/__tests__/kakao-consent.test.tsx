// A newcomer's first Kakao login asks the same consents as the e-mail sign-up before any account
// exists (/login?kakao=consent): nothing is sent without the required one, agreeing creates the
// member and logs them in, and a step left too long offers Kakao again.
import { bus, sessionStore } from '@stay/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRememberKeyStore } from '../../session/remembered-user';
import { fail, freshBrowser, installFakeServer, installWebCrypto, memoryKeyStore, ok, recordShell, usersBody, type FakeServer, type Recorder } from '../../session/__tests__/fakes';
import { LoginPage } from '../login-page';

const SIGN_UP = '/api/auth/kakao/sign-up';
let server: FakeServer;
let shell: Recorder;

beforeAll(installWebCrypto);
beforeEach(() => {
  freshBrowser('/en/login?kakao=consent');
  server = installFakeServer();
  shell = recordShell();
  setRememberKeyStore(memoryKeyStore());
});
afterEach(() => {
  shell.off();
  bus.clear();
  act(() => sessionStore.getState().reset());
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));

it('shows who is joining and sends nothing until the required consent is given; agreeing logs the newcomer in', async () => {
  server.on('GET', SIGN_UP, ok({ name: 'KakaoTraveller', email: 'k@example.com' }));
  server.on('POST', SIGN_UP, ok({ created: true, returnTo: '/en/notice' }));
  server.on('GET', '/users', usersBody({ name: 'KakaoTraveller', email: 'k@example.com' }));
  render(<LoginPage />);
  expect(await screen.findByRole('heading', { name: 'Join with Kakao' })).toBeInTheDocument();
  expect(screen.getByText(/the Kakao account KakaoTraveller \(k@example.com\)/)).toBeInTheDocument();
  // No e-mail tabs on this step: the newcomer decides on the consents only.
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: /\[Optional\] Send me news/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Agree and join' }));
  expect(screen.getByText('Please agree to the terms.')).toBeInTheDocument();
  expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Agree and join' }));
  await settle();
  expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ termsAgree: true, privacyAgree: true, ageOver14: true, marketingAgree: true, locale: 'en' });
  expect(sessionStore.getState().user).toMatchObject({ name: 'KakaoTraveller' });
  // Back where the Kakao login started, as the server kept it.
  expect(shell.nav.push).toHaveBeenCalledWith('/notice', { replace: true });
});

it('a sign-up left too long says so and offers Kakao again', async () => {
  server.on('GET', SIGN_UP, fail('KAKAO_SIGN_UP_EXPIRED', 'The Kakao sign-up has timed out. Please continue with Kakao again.'));
  render(<LoginPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The Kakao sign-up has timed out.');
  expect(screen.getByRole('link', { name: /Continue with Kakao/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Agree and join' })).not.toBeInTheDocument();
});
