import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/error-boundary';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </AppProvider>
  );
}
