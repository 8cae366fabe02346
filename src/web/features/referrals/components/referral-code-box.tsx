import { Copy, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { playSound } from '../../../lib/sounds';
import { copyText } from '../../../lib/clipboard';
import { SHARE_TEXT_COPIED, shareReferralCode } from '../utils/share-code';

const copied = (description: string) => {
  playSound('click');
  toast({ title: 'Copied!', description, variant: 'success' });
};
/** Spec part 1 §8, for the Copy button, which copies the code alone. */
const codeCopied = () => copied('Referral code copied to clipboard');
/** Without a share sheet, Share copies the whole invitation: the toast says so in one line (quoting it made five). */
const shareTextCopied = () => copied(SHARE_TEXT_COPIED);
const copyFailed = () => toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });

/** The Premium member's own code with copy and share actions (spec part 1 §4, §8). */
export function ReferralCodeBox({ code }: { code: string }) {
  const onCopy = () => copyText(code).then(codeCopied, copyFailed);
  const onShare = () =>
    shareReferralCode(code).then((outcome) => {
      if (outcome === 'copied') shareTextCopied();
    }, copyFailed);

  return (
    <div className="grid gap-2">
      <p className="rounded-lg border border-dashed border-accent/50 bg-accent/5 px-3 py-2.5 text-center font-mono text-base font-bold tracking-wide break-all text-accent-text">
        <span className="sr-only">Your referral code: </span>
        <span data-testid="referral-code">{code}</span>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onCopy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
        <Button variant="secondary" onClick={onShare}>
          <Share2 aria-hidden="true" className="size-4" />
          Share
        </Button>
      </div>
    </div>
  );
}
