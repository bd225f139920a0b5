/**
 * @module app/main-screen — the signed-in app at `/`: header, tab bar, the active tab (each a lazy chunk of
 * web-main's features), footer, and the main-screen dialogs (mind dump, shortcuts help, guide, tour).
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Skeleton } from '../components/ui/skeleton';
import { userAtom } from '../features/auth/session';
import { PendingCaptures } from '../features/capture-queue/pending-captures';
import { useCaptureSender } from '../features/capture-queue/use-capture-queue';
import { AppHeader } from '../features/header/app-header';
import { OfflineBanner } from '../features/offline/offline-banner';
import { useServerWatch } from '../features/offline/use-server-watch';
import { useReminders } from '../features/reminders/use-reminders';
import { useProfile } from '../features/tasks/task-queries';
import { readTourSeenFlag, shouldAutoOpenTour } from '../features/tour/tour-state';
import { AppFooter } from './app-footer';
import { useDeepLink } from './deep-link';
import { MainDialogs } from './main-dialogs';
import { TabBar } from './tab-bar';
import { activeTabAtom, type TabKey, tourOpenAtom } from './tabs';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';

type Lazy = LazyExoticComponent<ComponentType>;

const TABS: Partial<Record<TabKey, Lazy>> = {
  dashboard: lazy(() => import('../features/dashboard/dashboard-tab')),
  'mind-dump': lazy(() => import('../features/mind-dump/mind-dump-tab')),
  'mind-dump-history': lazy(() => import('../features/topics/topics-tab')),
  'task-list': lazy(() => import('../features/tasks/task-list-tab')),
  'people-tasks': lazy(() => import('../features/people/people-tasks-tab')),
  analytics: lazy(() => import('../features/analytics/analytics-tab')),
  'duplicate-management': lazy(() => import('../features/duplicates/duplicates-tab')),
  'new-tasks': lazy(() => import('../features/tasks/new-tasks-view')),
};

function TabFallback() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    </div>
  );
}

function ShareTab() {
  return (
    <section
      aria-label="Share"
      className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-foreground"
    >
      Sharing is not available yet.
    </section>
  );
}

/** Opens the welcome tour once for a user who has not seen it. */
function useFirstRunTour() {
  const profile = useProfile();
  const user = useAtomValue(userAtom);
  const openTour = useSetAtom(tourOpenAtom);
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || !profile.data || !user) return;
    decided.current = true;
    if (shouldAutoOpenTour(profile.data, readTourSeenFlag(user.id))) openTour(true);
  }, [profile.data, user, openTour]);
}

function MainScreen() {
  const [active, setActive] = useAtom(activeTabAtom);
  const navigate = useNavigate();
  useKeyboardShortcuts();
  useFirstRunTour();
  useDeepLink();
  useCaptureSender();
  useServerWatch();
  useReminders();

  // "settings" is a tab key in the spec but a page of its own here.
  useEffect(() => {
    if (active === 'settings') {
      setActive('dashboard');
      navigate('/settings');
    }
  }, [active, setActive, navigate]);

  const Tab = TABS[active];
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <AppHeader />
      <OfflineBanner />
      <TabBar />
      <PendingCaptures />
      <main
        id="main-tabpanel"
        role="tabpanel"
        aria-labelledby={`tab-${active}`}
        data-active-tab={active}
        className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 sm:px-6"
      >
        <Suspense fallback={<TabFallback />}>{Tab ? <Tab key={active} /> : <ShareTab />}</Suspense>
      </main>
      <AppFooter />
      <MainDialogs />
    </div>
  );
}

export default MainScreen;
