// Routes the shell renders itself (DESIGN §1: login and the session live in the shell). The login
// page and its form library load only when /login is opened, not on every first visit.
import { Suspense, lazy } from 'react';

const LoginPage = lazy(() => import('../login/login-page').then((m) => ({ default: m.LoginPage })));
const FindIdPage = lazy(() => import('../login/recovery/recovery-pages').then((m) => ({ default: m.FindIdPage })));
const FindPasswordPage = lazy(() => import('../login/recovery/recovery-pages').then((m) => ({ default: m.FindPasswordPage })));

export function ShellRoute({ path }: { path: string }) {
  if (!path.startsWith('/login')) return null;
  const page = path.replace(/\/+$/, '');
  return (
    <Suspense fallback={<div className="sh-slot-loading" role="status" aria-busy="true" />}>
      {page === '/login/find-id' ? <FindIdPage /> : page === '/login/find-password' ? <FindPasswordPage /> : <LoginPage />}
    </Suspense>
  );
}
