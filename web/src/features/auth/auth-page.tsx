/** @module features/auth/auth-page — AuthPage (being built). */
export function AuthPage() {
  return <main className="p-6" />;
}

export default AuthPage;
