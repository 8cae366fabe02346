import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { raffleTypes, RAFFLE_MAX_PARTICIPANTS_LIMIT, RAFFLE_MIN_ENTRY_FLOOR } from '../../../../core/contracts/raffles';
import { STEAM_IMAGE_HOSTS } from '../../../../core/image-url';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { usePlatform } from '../../../lib/platform';
import { checkRaffleForm, oneHourFromNow, type RaffleBody, type RaffleFormState } from '../utils/raffle-form';
import { PrizePicker } from './prize-picker';

const fieldClass = 'w-full rounded-md border border-line-strong bg-canvas px-3 py-2 text-sm text-fg transition-colors focus-visible:border-accent';

interface RaffleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial: RaffleFormState;
  /** Create picks the prize from the bot; edit keeps the raffle's prize. */
  pickPrize: boolean;
  pending: boolean;
  onSubmit: (body: RaffleBody) => void;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Where an image may come from, in words: Steam's servers, the operator's hosts, or this site. */
function imageHostsHint(imageHosts: readonly string[] | undefined): string {
  const own = (imageHosts ?? []).filter((host) => !STEAM_IMAGE_HOSTS.includes(host));
  return `An https address on Steam's image servers${own.length > 0 ? ` or ${own.join(', ')}` : ''}, or a path on this site.`;
}

/** The create and edit dialogs of spec part 2 §5: one form, two uses. */
export function RaffleFormDialog(props: RaffleFormDialogProps) {
  const { open, onOpenChange, title } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from its initial values. */}
        <RaffleForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function RaffleForm({ onOpenChange, submitLabel, initial, pickPrize, pending, onSubmit }: RaffleFormDialogProps) {
  const id = useId();
  const [form, setForm] = useState(initial);
  // The hosts raffle images may come from; until they are known the server alone checks the address.
  const imageHosts = usePlatform().data?.imageHosts;
  const set = <K extends keyof RaffleFormState>(key: K, value: RaffleFormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRaffleForm(form, imageHosts);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    onSubmit(check.body);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id={`${id}-name`} label="Name *">
        <Input id={`${id}-name`} value={form.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />
      </Field>
      <Field id={`${id}-description`} label="Description *">
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={1000}
          className={fieldClass}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-type`} label="Type">
          <select
            id={`${id}-type`}
            className={`${fieldClass} h-10 py-0`}
            value={form.type}
            onChange={(e) => set('type', e.target.value as RaffleFormState['type'])}
          >
            {raffleTypes.map((t) => (
              <option key={t} value={t}>
                {t[0]!.toUpperCase() + t.slice(1)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-min`} label="Min entry (fowls)">
          <Input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={RAFFLE_MIN_ENTRY_FLOOR}
            step={1}
            value={form.minEntry}
            onChange={(e) => set('minEntry', e.target.value)}
          />
        </Field>
        <Field id={`${id}-max`} label="Max participants">
          <Input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={1}
            max={RAFFLE_MAX_PARTICIPANTS_LIMIT}
            step={1}
            value={form.maxParticipants}
            onChange={(e) => set('maxParticipants', e.target.value)}
          />
        </Field>
      </div>
      <Field id={`${id}-end`} label="End time *">
        <div className="flex gap-2">
          <Input id={`${id}-end`} type="datetime-local" className="min-w-0" value={form.endTime} onChange={(e) => set('endTime', e.target.value)} />
          <Button type="button" variant="secondary" onClick={() => set('endTime', oneHourFromNow())} title="Set the end time to one hour from now">
            +1hr
          </Button>
        </div>
      </Field>
      <Field id={`${id}-image`} label="Image URL (optional; the item image is used when empty)">
        {/* Text, not url: a path on this site (/images/…) is an accepted address too. */}
        <Input
          id={`${id}-image`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={form.imageUrl}
          placeholder="https:// or /path on this site"
          aria-describedby={`${id}-image-hosts`}
          onChange={(e) => set('imageUrl', e.target.value)}
        />
        <p id={`${id}-image-hosts`} className="text-xs text-fg-muted">
          {imageHostsHint(imageHosts)}
        </p>
      </Field>
      {pickPrize ? (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">Prize *{form.itemName ? `: ${form.itemName}` : ''}</span>
          <PrizePicker selectedAssetId={form.assetId} onSelect={({ assetId, itemName }) => setForm((f) => ({ ...f, assetId, itemName }))} />
        </div>
      ) : form.itemName ? (
        <p className="text-sm text-fg-muted">Prize: {form.itemName}</p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
