import { useId } from 'react';
import { Construction } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { isAdminSessionExpired } from '../../../lib/api-client';
import { useMaintenanceStatus } from '../api/get-maintenance-status';
import { useToggleMaintenance } from '../api/toggle-maintenance';

export function MaintenanceCard() {
  const switchId = useId();
  const status = useMaintenanceStatus();
  const toggle = useToggleMaintenance();
  const enabled = status.data?.maintenanceMode ?? false;

  const onToggle = (next: boolean) => {
    toggle.mutate(next, {
      onError: (error) => {
        // An expired admin session has its own toast, raised for every admin call.
        if (isAdminSessionExpired(error)) return;
        toast({ title: 'Error', description: 'Failed to toggle maintenance mode', variant: 'destructive' });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Construction aria-hidden="true" className="size-5 text-accent-text" />
          Site Maintenance
        </CardTitle>
        <CardDescription>While maintenance mode is on, players are sent to the maintenance page. Admins can still use the site.</CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-danger-text">Could not load the maintenance status.</p>
        ) : (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-line bg-canvas/60 p-4">
            <div className="grid gap-0.5">
              <Label htmlFor={switchId}>Maintenance Mode</Label>
              <span className={enabled ? 'text-sm font-semibold text-amber-200' : 'text-sm text-fg-muted'} aria-live="polite">
                {enabled ? 'On' : 'Off'}
              </span>
            </div>
            <Switch id={switchId} checked={enabled} disabled={toggle.isPending} onCheckedChange={onToggle} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
