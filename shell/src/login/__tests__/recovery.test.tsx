// Find my ID and reset my password (SPEC §4 FIND_ID / FIND_PWD, §5, §7 PUT /users/pwd, §8).
import { bus, sessionStore } from '@stay/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, freshBrowser, installFakeServer, ok, type FakeServer } from '../../session/__tests__/fakes';
import { FindIdPage, FindPasswordPage } from '../recovery/recovery-pages';

let server: FakeServer;

beforeEach(() => {
  freshBrowser('/en/login/find-password');
  server = installFakeServer();
});
afterEach(() => {
  bus.clear();
  act(() => sessionStore.getState().reset());
});

const codeVerified = async (dest: string, destLabel: string) => {
  await userEvent.type(screen.getByLabelText(destLabel), dest);
  await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
  await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
};

describe('reset my password', () => {
  it('sends a FIND_PWD code, verifies it, and sets the new password with PUT /users/pwd', async () => {
    server.on('POST', '/users/send-cert', ok({ certIdx: 7, expiresIn: 180 }));
    server.on('POST', '/users/verify-cert', ok({ certIdx: 7, type: 'FIND_PWD', verified: true }));
    server.on('PUT', '/users/pwd', ok({ updated: true }));
    render(<FindPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset my password' })).toBeInTheDocument();
    await codeVerified('member@example.com', 'E-mail (your ID)');
    expect(server.callsTo('POST', '/users/send-cert')[0]?.body).toEqual({ dest: 'member@example.com', type: 'FIND_PWD' });

    await userEvent.type(await screen.findByLabelText('New password'), 'N3w-pass!');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The values differ.', { exact: false })).toBeInTheDocument();
    expect(server.callsTo('PUT', '/users/pwd')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'N3w-pass!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(server.callsTo('PUT', '/users/pwd')[0]?.body).toEqual({ certIdx: 7, id: 'member@example.com', pwd: 'N3w-pass!' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/login'));
  });

  it('shows USER_NOT_FOUND on the e-mail field and stays on the first step', async () => {
    server.on('POST', '/users/send-cert', fail('USER_NOT_FOUND', 'User info not found.'));
    render(<FindPasswordPage />);
    await userEvent.type(screen.getByLabelText('E-mail (your ID)'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('We could not find your member information.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });
});

describe('find my ID', () => {
  it('sends a FIND_ID code to the phone and shows the login id once verified', async () => {
    server.on('POST', '/users/send-cert', ok({ certIdx: 9, expiresIn: 180 }));
    server.on('POST', '/users/verify-cert', ok({ certIdx: 9, type: 'FIND_ID', verified: true, id: 'member@example.com' }));
    render(<FindIdPage />);
    await codeVerified('01012345678', 'Mobile number');
    expect(server.callsTo('POST', '/users/send-cert')[0]?.body).toEqual({ dest: '01012345678', type: 'FIND_ID' });
    expect(await screen.findByText('Your ID (e-mail) is member@example.com.')).toBeInTheDocument();
  });

  it('checks the phone format before sending', async () => {
    render(<FindIdPage />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/users/send-cert')).toHaveLength(0);
  });
});
