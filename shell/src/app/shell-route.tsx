// Routes the shell renders itself (DESIGN §1: login and the session live in the shell).
import { LoginPage } from '../login/login-page';

export function ShellRoute({ path }: { path: string }) {
  if (path.startsWith('/login')) return <LoginPage />;
  return null;
}
