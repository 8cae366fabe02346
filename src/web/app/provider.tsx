import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TooltipProvider } from '../components/ui/tooltip';
import { toast, useToast } from '../components/ui/use-toast';
import { onAdminSessionExpired } from '../lib/admin-token';
import { afterFirstScreen } from '../lib/after-first-screen';
import { ADMIN_SESSION_EXPIRED } from '../lib/api-client';
import { RenderedAtContext } from '../hooks/use-now';

const Toaster = lazy(async () => ({ default: (await import('../components/ui/toast')).Toaster }));

/**
 * The notification region loads once the first screen has settled, or at once when a
 * toast comes before that; the toast store keeps what was shown until it is there.
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [settled, setSettled] = useState(false);
  useEffect(() => afterFirstScreen(() => setSettled(true)), []);
  if (!settled && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

// Any admin call can find the admin token expired; saying so is no one screen's
// job, so it is said here once (spec part 2 §8).
function useAdminSessionExpiredToast(): void {
  useEffect(() => onAdminSessionExpired(() => toast({ title: 'Session Expired', description: ADMIN_SESSION_EXPIRED, variant: 'destructive' })), []);
}

/** `renderedAt`: when the server rendered the page this app takes over (null when the browser renders it). */
export function AppProvider({ children, queryClient, renderedAt }: { children: ReactNode; queryClient: QueryClient; renderedAt: number | null }) {
  useAdminSessionExpiredToast();
  return (
    <QueryClientProvider client={queryClient}>
      <RenderedAtContext value={renderedAt}>
        <TooltipProvider>
          {children}
          <DeferredToaster />
        </TooltipProvider>
      </RenderedAtContext>
    </QueryClientProvider>
  );
}
