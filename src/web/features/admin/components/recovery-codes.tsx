import { Copy, Download, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { copyText } from '../../../lib/clipboard';

const asText = (codes: string[]) => `Fowls admin recovery codes (each works once)\n\n${codes.join('\n')}\n`;

function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'fowls-admin-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const onCopy = () =>
    copyText(asText(codes)).then(
      () => toast({ title: 'Copied!', description: 'Recovery codes copied to clipboard', variant: 'success' }),
      () => toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' }),
    );

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4">
      <div role="status" className="grid gap-1 rounded-lg border border-success/50 bg-success/10 p-3">
        <h3 id="recovery-codes-title" className="font-semibold text-success-text">
          Two-factor sign-in is on
        </h3>
        <p className="text-sm text-fg">From now on the portal asks for a code from your app after the password.</p>
      </div>
      <div className="flex items-start gap-2 rounded-lg border border-amber-400/50 bg-amber-400/10 p-3 text-sm text-amber-100">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-200" />
        <p>Save these recovery codes somewhere safe. If you lose your phone, each code lets you in once. They will not be shown again.</p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-line bg-canvas/60 p-3 font-mono text-sm min-[400px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-surface-2 px-3 py-1.5 text-center tracking-wider text-fg">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onCopy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy Codes
        </Button>
        <Button variant="secondary" onClick={() => download(codes)}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
        <Button onClick={onDone} className="sm:ml-auto">
          I Have Saved My Codes
        </Button>
      </div>
    </section>
  );
}
