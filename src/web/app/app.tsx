import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/error-boundary';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole web app on `queryClient`; `renderedAt` when it takes over a page the server rendered at that time. */
export function App({ queryClient, renderedAt = null }: { queryClient: QueryClient; renderedAt?: number | null }) {
  return (
    <AppProvider queryClient={queryClient} renderedAt={renderedAt}>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </AppProvider>
  );
}
