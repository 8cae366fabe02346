import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { RECOVERY_CODE_COUNT, type TwoFactorEnrollment as Enrollment, type TwoFactorStatus } from '../../../../core/contracts/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { isAdminSessionExpired, userFacingMessage } from '../../../lib/api-client';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useStartTwoFactorEnrollment } from '../api/start-two-factor-enrollment';
import { RecoveryCodes } from './recovery-codes';
import { TurnOffTwoFactor } from './turn-off-two-factor';
import { TwoFactorEnrollment } from './two-factor-enrollment';
import { queryKeys } from '../../../lib/query-keys';

const LOW_RECOVERY_CODES = 3;

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

function TwoFactorOn({ status }: { status: TwoFactorStatus }) {
  const low = status.recoveryCodesLeft <= LOW_RECOVERY_CODES;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line bg-canvas/60 p-4">
        <Badge variant="success">On</Badge>
        {status.enabledAt ? <span className="text-sm text-fg-muted">since {formatDate(status.enabledAt)}</span> : null}
        <span className={low ? 'text-sm font-semibold text-amber-200' : 'text-sm text-fg-muted'}>
          {status.recoveryCodesLeft} of {RECOVERY_CODE_COUNT} recovery codes left
          {low ? ': turn two-factor sign-in off and on again for new ones.' : ''}
        </span>
      </div>
      <TurnOffTwoFactor required={status.required} />
    </div>
  );
}

/**
 * The admin's own two-factor sign-in: set it up (QR code, key, first code, then
 * recovery codes shown once), see it, or turn it off.
 */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorEnrollment();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: setEnrollment,
      onError: (e) => {
        if (isAdminSessionExpired(e)) return;
        toast({ title: 'Error', description: userFacingMessage(e, 'Could not start two-factor setup. Please try again.'), variant: 'destructive' });
      },
    });

  const onConfirmed = (codes: string[]) => {
    setEnrollment(null);
    setRecoveryCodes(codes);
  };

  // Only now does the status change, so a setup screen required by the platform stays until the codes are put away.
  const onSavedCodes = () => {
    setRecoveryCodes(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.twoFactor });
  };

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onSavedCodes} />;
    if (status.isPending) return <Skeleton className="h-24 w-full" />;
    if (status.isError)
      return (
        <p role="alert" className="text-sm text-danger-text">
          Could not load your two-factor sign-in status.
        </p>
      );
    if (status.data.enabled) return <TwoFactorOn status={status.data} />;
    if (enrollment) return <TwoFactorEnrollment enrollment={enrollment} onConfirmed={onConfirmed} onCancel={() => setEnrollment(null)} />;
    return (
      <div className="grid gap-4">
        {status.data.required ? (
          <p role="status" className="rounded-lg border border-amber-400/50 bg-amber-400/10 p-3 text-sm text-amber-100">
            This platform requires two-factor sign-in for admins. Set it up to use the portal.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-line bg-canvas/60 p-4">
          <div className="flex items-center gap-3">
            <Badge variant="outline">Off</Badge>
            <span className="text-sm text-fg-muted">The admin password alone opens the portal.</span>
          </div>
          <Button onClick={onStart} loading={start.isPending}>
            Set Up Two-Factor Sign-In
          </Button>
        </div>
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent-text" />
          Two-Factor Sign-In
        </CardTitle>
        <CardDescription>
          After the admin password, the portal asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password, Authy and the like), so a leaked password alone does not open it.
        </CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
