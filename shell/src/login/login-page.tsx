// Placeholder until the session work lands (issue 3).
export function LoginPage() {
  return (
    <main className="sh-login">
      <h1>Login</h1>
    </main>
  );
}
