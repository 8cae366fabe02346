import { Construction, FlaskConical } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Tooltip } from '../../components/ui/tooltip';
import { usePlatform } from '../../lib/platform';

/**
 * 'Sandbox' when Steam, the trade bot, payments or the randomness beacon run against the built-in stand-ins, and, for
 * admins who can still browse during maintenance, a reminder that players cannot.
 */
export function StatusBadges({ isAdmin }: { isAdmin: boolean }) {
  const { data: platform } = usePlatform();
  if (!platform) return null;
  const sandboxParts = [
    platform.sandbox.steam && 'Steam sign-in',
    platform.sandbox.bot && 'the prize trade bot',
    platform.sandbox.payments && 'payments',
    platform.sandbox.beacon && 'the raffle randomness beacon',
  ].filter(Boolean);
  return (
    <>
      {sandboxParts.length > 0 ? (
        <Tooltip content={`Sandbox: ${listText(sandboxParts as string[])} are simulated on this server.`}>
          <Badge variant="warning" tabIndex={0} className="cursor-default max-sm:px-1.5">
            <FlaskConical aria-hidden="true" className="size-3" />
            <span className="max-sm:sr-only">Sandbox</span>
          </Badge>
        </Tooltip>
      ) : null}
      {isAdmin && platform.maintenanceMode ? (
        <Tooltip content="Maintenance mode is on: only admins can use the site.">
          <Badge variant="destructive" tabIndex={0} className="cursor-default max-sm:px-1.5">
            <Construction aria-hidden="true" className="size-3" />
            <span className="max-sm:sr-only">Maintenance</span>
          </Badge>
        </Tooltip>
      ) : null}
    </>
  );
}

/** "a", "a and b", "a, b and c". */
function listText(parts: string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
