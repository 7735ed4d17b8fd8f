import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from './components/ui/public-layout.tsx';
import { AppLoading, RouteRoot } from './components/ui/route-loading.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';

// Each layout and page is its own chunk, fetched when its route first matches, so a visitor
// downloads the code of the pages they open and not of the whole app. A chunk that fails to load
// (a deploy removed it) shows the error page, whose button reloads the app; React Router reports
// that failure for a lazy function, not for a lazy `Component` property, hence functions.
const load = {
  appLayout: async () => ({
    Component: (await import('./components/ui/app-layout.tsx')).AppLayout,
  }),
  projectsLayout: async () => ({
    Component: (await import('./features/projects/components/projects-layout.tsx')).ProjectsLayout,
  }),
  timerLayout: async () => ({
    Component: (await import('./features/focus/timer/components/timer-layout.tsx')).TimerLayout,
  }),
  protectedRoute: async () => ({
    Component: (await import('./components/ui/protected-route.tsx')).ProtectedRoute,
  }),
  login: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }),
  register: async () => ({ Component: (await import('./pages/register-page.tsx')).RegisterPage }),
  forgotPassword: async () => ({
    Component: (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage,
  }),
  resetPassword: async () => ({
    Component: (await import('./pages/reset-password-page.tsx')).ResetPasswordPage,
  }),
  authCallback: async () => ({
    Component: (await import('./pages/auth-callback-page.tsx')).AuthCallbackPage,
  }),
  paymentStatus: async () => ({
    Component: (await import('./pages/payment-status-page.tsx')).PaymentStatusPage,
  }),
  authDebug: async () => ({
    Component: (await import('./pages/auth-debug-page.tsx')).AuthDebugPage,
  }),
  privacy: async () => ({ Component: (await import('./pages/privacy-page.tsx')).PrivacyPage }),
  dashboard: async () => ({
    Component: (await import('./pages/dashboard-page.tsx')).DashboardPage,
  }),
  myTasks: async () => ({ Component: (await import('./pages/my-tasks-route.tsx')).MyTasksRoute }),
  today: async () => ({ Component: (await import('./pages/today-route.tsx')).TodayRoute }),
  upcoming: async () => ({
    Component: (await import('./pages/upcoming-route.tsx')).UpcomingRoute,
  }),
  videoCall: async () => ({
    Component: (await import('./pages/video-call-page.tsx')).VideoCallPage,
  }),
  insights: async () => ({ Component: (await import('./pages/insights-page.tsx')).InsightsPage }),
  accountability: async () => ({
    Component: (await import('./pages/accountability-page.tsx')).AccountabilityPage,
  }),
  settings: async () => ({ Component: (await import('./pages/settings-page.tsx')).SettingsPage }),
  subscription: async () => ({
    Component: (await import('./pages/subscription-page.tsx')).SubscriptionPage,
  }),
  notFound: async () => ({ Component: (await import('./pages/not-found-page.tsx')).NotFoundPage }),
};

/** The app's route table. */
export const routes: RouteObject[] = [
  {
    Component: RouteRoot,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        // Public pages: no side bar.
        element: <PublicLayout />,
        children: [
          { index: true, lazy: load.login },
          { path: 'login', lazy: load.login },
          { path: 'register', lazy: load.register },
          { path: 'forgot-password', lazy: load.forgotPassword },
          // The older reset request address does the same as /forgot-password.
          { path: 'password_reset', lazy: load.forgotPassword },
          { path: 'reset-password', lazy: load.resetPassword },
          { path: 'auth/callback', lazy: load.authCallback },
          { path: 'payment-status', lazy: load.paymentStatus },
        ],
      },
      {
        // Public reading pages: the same shell, wider.
        element: <PublicLayout width="wide" />,
        children: [
          { path: 'auth-debug', lazy: load.authDebug },
          { path: 'privacy', lazy: load.privacy },
        ],
      },
      {
        // Every other path, known or not, shows the side bar.
        lazy: load.appLayout,
        children: [
          {
            // A signed-in user's projects, in the side bar of every page.
            lazy: load.projectsLayout,
            children: [
              {
                // The focus timer runs across every page of a signed-in user (and nowhere else).
                lazy: load.timerLayout,
                children: [
                  {
                    lazy: load.protectedRoute,
                    children: [
                      { path: 'dashboard', lazy: load.dashboard },
                      { path: 'today', lazy: load.today },
                      { path: 'upcoming', lazy: load.upcoming },
                      { path: 'my-tasks', lazy: load.myTasks },
                      { path: 'video-call/:roomName', lazy: load.videoCall },
                      { path: 'insights', lazy: load.insights },
                      { path: 'accountability', lazy: load.accountability },
                      { path: 'settings', lazy: load.settings },
                    ],
                  },
                  // Open to everyone: anonymous visitors see a prompt to log in or register.
                  { path: 'subscription', lazy: load.subscription },
                  { path: '*', lazy: load.notFound },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
