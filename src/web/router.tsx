import type { RouteObject } from 'react-router';
import { PublicLayout } from './components/ui/public-layout.tsx';
import { lazyRoute } from './lib/lazy-route.ts';

/** A chunk that fails here fails again where it is needed, which says so. */
const ignoreFailure = () => undefined;

// Each layout and page is its own chunk, fetched when its route first matches, so a visitor
// downloads the code of the pages they open and not of the whole app.
const load = {
  appLayout: lazyRoute(async () => {
    const shell = import('./components/ui/app-layout.tsx');
    // The signed-in pages wait for the session: asked for now, beside the shell's
    // code, rather than once that code has loaded and rendered, the answer arrives meanwhile.
    import('./lib/auth-client.ts').then(({ watchSession }) => watchSession(), ignoreFailure);
    return (await shell).AppLayout;
  }),
  projectsLayout: lazyRoute(
    async () => (await import('./features/projects/components/projects-layout.tsx')).ProjectsLayout,
  ),
  timerLayout: lazyRoute(
    async () => (await import('./features/focus/timer/components/timer-layout.tsx')).TimerLayout,
  ),
  protectedRoute: lazyRoute(
    async () => (await import('./components/ui/protected-route.tsx')).ProtectedRoute,
  ),
  login: lazyRoute(async () => (await import('./pages/login-page.tsx')).LoginPage),
  register: lazyRoute(async () => (await import('./pages/register-page.tsx')).RegisterPage),
  forgotPassword: lazyRoute(
    async () => (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage,
  ),
  resetPassword: lazyRoute(
    async () => (await import('./pages/reset-password-page.tsx')).ResetPasswordPage,
  ),
  authCallback: lazyRoute(
    async () => (await import('./pages/auth-callback-page.tsx')).AuthCallbackPage,
  ),
  paymentStatus: lazyRoute(
    async () => (await import('./pages/payment-status-page.tsx')).PaymentStatusPage,
  ),
  authDebug: lazyRoute(async () => (await import('./pages/auth-debug-page.tsx')).AuthDebugPage),
  privacy: lazyRoute(async () => (await import('./pages/privacy-page.tsx')).PrivacyPage),
  dashboard: lazyRoute(async () => (await import('./pages/dashboard-page.tsx')).DashboardPage),
  myTasks: lazyRoute(async () => (await import('./pages/my-tasks-route.tsx')).MyTasksRoute),
  today: lazyRoute(async () => (await import('./pages/today-route.tsx')).TodayRoute),
  upcoming: lazyRoute(async () => (await import('./pages/upcoming-route.tsx')).UpcomingRoute),
  videoCall: lazyRoute(async () => (await import('./pages/video-call-page.tsx')).VideoCallPage),
  insights: lazyRoute(async () => (await import('./pages/insights-page.tsx')).InsightsPage),
  accountability: lazyRoute(
    async () => (await import('./pages/accountability-page.tsx')).AccountabilityPage,
  ),
  settings: lazyRoute(async () => (await import('./pages/settings-page.tsx')).SettingsPage),
  admin: lazyRoute(async () => (await import('./pages/admin-page.tsx')).AdminPage),
  subscription: lazyRoute(
    async () => (await import('./pages/subscription-page.tsx')).SubscriptionPage,
  ),
  notFound: lazyRoute(async () => (await import('./pages/not-found-page.tsx')).NotFoundPage),
};

/** The app's route table. */
export const routes: RouteObject[] = [
  {
    // Public pages: no side bar.
    element: <PublicLayout />,
    children: [
      { index: true, Component: load.login },
      { path: 'login', Component: load.login },
      { path: 'register', Component: load.register },
      { path: 'forgot-password', Component: load.forgotPassword },
      // The older reset request address does the same as /forgot-password.
      { path: 'password_reset', Component: load.forgotPassword },
      { path: 'reset-password', Component: load.resetPassword },
      { path: 'auth/callback', Component: load.authCallback },
      { path: 'payment-status', Component: load.paymentStatus },
    ],
  },
  {
    // Public reading pages: the same shell, wider.
    element: <PublicLayout width="wide" />,
    children: [
      { path: 'auth-debug', Component: load.authDebug },
      { path: 'privacy', Component: load.privacy },
    ],
  },
  {
    // Every other path, known or not, shows the side bar.
    Component: load.appLayout,
    children: [
      {
        // A signed-in user's projects, in the side bar of every page.
        Component: load.projectsLayout,
        children: [
          {
            // The focus timer runs across every page of a signed-in user (and nowhere else).
            Component: load.timerLayout,
            children: [
              {
                Component: load.protectedRoute,
                children: [
                  { path: 'dashboard', Component: load.dashboard },
                  { path: 'today', Component: load.today },
                  { path: 'upcoming', Component: load.upcoming },
                  { path: 'my-tasks', Component: load.myTasks },
                  { path: 'video-call/:roomName', Component: load.videoCall },
                  { path: 'insights', Component: load.insights },
                  { path: 'accountability', Component: load.accountability },
                  { path: 'settings', Component: load.settings },
                  { path: 'admin', Component: load.admin },
                ],
              },
              // Open to everyone: anonymous visitors see a prompt to log in or register.
              { path: 'subscription', Component: load.subscription },
              { path: '*', Component: load.notFound },
            ],
          },
        ],
      },
    ],
  },
];
