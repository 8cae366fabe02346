import { useId, useState } from 'react';
import { Construction } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
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
  // The switch only asks: turning maintenance on sends every player away, so it is confirmed first.
  const [asking, setAsking] = useState<boolean | null>(null);

  const onConfirm = (next: boolean) => {
    toggle.mutate(next, {
      onSuccess: () => {
        setAsking(null);
        toast({
          title: next ? 'Maintenance On' : 'Maintenance Off',
          description: next ? 'Players are now sent to the maintenance page.' : 'The site is open to players again.',
          variant: 'success',
        });
      },
      onError: (error) => {
        setAsking(null);
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
          <p role="alert" className="text-sm text-danger-text">
            Could not load the maintenance status.
          </p>
        ) : (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-line bg-canvas/60 p-4">
            <div className="grid gap-0.5">
              <Label htmlFor={switchId}>Maintenance Mode</Label>
              <span className={enabled ? 'text-sm font-semibold text-amber-200' : 'text-sm text-fg-muted'} aria-live="polite">
                {enabled ? 'On' : 'Off'}
              </span>
            </div>
            <Switch id={switchId} checked={enabled} disabled={toggle.isPending} onCheckedChange={setAsking} />
          </div>
        )}
      </CardContent>
      <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{asking ? 'Turn maintenance on?' : 'Turn maintenance off?'}</DialogTitle>
            <DialogDescription>
              {asking
                ? 'Every player is sent to the maintenance page until you turn it off. Admins can still use the site.'
                : 'Players can use the site again at once.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button variant={asking ? 'destructive' : 'primary'} loading={toggle.isPending} onClick={() => asking !== null && onConfirm(asking)}>
              {asking ? 'Turn On' : 'Turn Off'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
