import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toast';
import { TooltipProvider } from '../components/ui/tooltip';
import { toast } from '../components/ui/use-toast';
import { onAdminSessionExpired } from '../lib/admin-token';
import { ADMIN_SESSION_EXPIRED } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';

// Any admin call can find the admin token expired; saying so is no one screen's
// job, so it is said here once (spec part 2 §8).
function useAdminSessionExpiredToast(): void {
  useEffect(() => onAdminSessionExpired(() => toast({ title: 'Session Expired', description: ADMIN_SESSION_EXPIRED, variant: 'destructive' })), []);
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useAdminSessionExpiredToast();
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
