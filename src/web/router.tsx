import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './components/ui/app-layout.tsx';
import { ProtectedRoute } from './components/ui/protected-route.tsx';
import { PublicLayout } from './components/ui/public-layout.tsx';
import { TimerLayout, useStartSession } from './features/focus/timer/index.ts';
import { AccountabilityPage } from './pages/accountability-page.tsx';
import { AuthCallbackPage } from './pages/auth-callback-page.tsx';
import { AuthDebugPage } from './pages/auth-debug-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
import { InsightsPage } from './pages/insights-page.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { MyTasksPage } from './pages/my-tasks-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { PaymentStatusPage } from './pages/payment-status-page.tsx';
import { PrivacyPage } from './pages/privacy-page.tsx';
import { RegisterPage } from './pages/register-page.tsx';
import { ResetPasswordPage } from './pages/reset-password-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { SettingsPage } from './pages/settings-page.tsx';
import { SubscriptionPage } from './pages/subscription-page.tsx';
import { VideoCallPage } from './pages/video-call-page.tsx';

/** The task list with its Start/Resume buttons driving the focus timer. */
function MyTasksRoute() {
  const { start } = useStartSession();
  return <MyTasksPage onStart={start} />;
}

/** The route table of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Public pages: no side bar.
        element: <PublicLayout />,
        children: [
          { index: true, element: <LoginPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          // The older reset request address does the same as /forgot-password.
          { path: 'password_reset', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'auth/callback', element: <AuthCallbackPage /> },
          { path: 'payment-status', element: <PaymentStatusPage /> },
        ],
      },
      {
        // Public reading pages: the same shell, wider.
        element: <PublicLayout width="wide" />,
        children: [
          { path: 'auth-debug', element: <AuthDebugPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
        ],
      },
      {
        // Every other path, known or not, shows the side bar.
        element: <AppLayout />,
        children: [
          {
            // The focus timer runs across every page of a signed-in user (and nowhere else).
            element: <TimerLayout />,
            children: [
              {
                element: <ProtectedRoute />,
                children: [
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'my-tasks', element: <MyTasksRoute /> },
                  { path: 'video-call/:roomName', element: <VideoCallPage /> },
                  { path: 'insights', element: <InsightsPage /> },
                  { path: 'accountability', element: <AccountabilityPage /> },
                  { path: 'settings', element: <SettingsPage /> },
                ],
              },
              // Open to everyone: anonymous visitors see a prompt to log in or register.
              { path: 'subscription', element: <SubscriptionPage /> },
              { path: '*', element: <NotFoundPage /> },
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
