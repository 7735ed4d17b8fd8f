import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from './components/ui/toast.tsx';
import { queryClient } from './lib/query-client.ts';
import { RouteTree } from './route-tree.tsx';
import { routes } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <BrowserRouter>
          <RouteTree routes={routes} />
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
