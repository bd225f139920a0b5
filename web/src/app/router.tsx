/**
 * @module app/router — the routes: `/` (main app behind the auth check), `/auth`, `/settings`, `/legal` and
 * the catch-all 404. Screens other than the first are lazy chunks to keep the first screen small.
 */
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { CheckingAuthScreen } from '../features/auth/checking-auth-screen';
import { sessionAtom, signUpInProgressAtom } from '../features/auth/session';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { GlobalDialogs } from './global-dialogs';
import { PageFallback } from './page-fallback';

const MainScreen = lazy(() => import('./main-screen'));
const AuthPage = lazy(() => import('../features/auth/auth-page'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const LegalPage = lazy(() => import('../features/legal/legal-page'));

/** Renders its children for a signed-in user; otherwise the "Checking authentication..." screen. */
function RequireUser({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'signed-in') return <CheckingAuthScreen />;
  return <>{children}</>;
}

/** A signed-in user visiting /auth goes to / — except mid sign-up, which must finish its steps. */
function AuthRoute() {
  const session = useAtomValue(sessionAtom);
  const signingUp = useAtomValue(signUpInProgressAtom);
  if (session.status === 'signed-in' && !signingUp) return <Navigate to="/" replace />;
  return <AuthPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route
          path="/"
          element={
            <RequireUser>
              <MainScreen />
            </RequireUser>
          }
        />
        <Route path="/auth" element={<AuthRoute />} />
        <Route
          path="/settings"
          element={
            <RequireUser>
              <SettingsPage />
            </RequireUser>
          }
        />
        <Route path="/legal" element={<LegalPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <GlobalDialogs />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
