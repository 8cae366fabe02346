import { useId } from 'react';
import { Keyboard } from 'lucide-react';
import { useShortcutsOn, type GameShortcut } from '../hooks/use-game-shortcuts';
import { cn } from '../lib/cn';
import { Switch } from './ui/switch';

/** A key as printed on its keycap: letters in capitals, named keys as named. */
const keycap = (key: string) => (key.length === 1 ? key.toUpperCase() : key);

/** A key as printed on the keyboard, beside the button it presses (hidden from screen readers, who get aria-keyshortcuts). */
export function Kbd({ children, className }: { children: string; className?: string }) {
  const [on] = useShortcutsOn();
  if (!on) return null;
  return (
    <kbd aria-hidden="true" className={cn('rounded border border-current/40 px-1.5 font-mono text-xs leading-5 font-semibold opacity-80', className)}>
      {keycap(children)}
    </kbd>
  );
}

/** The game's shortcuts, listed, with the switch that turns every game's off. */
export function GameShortcutsNote({ shortcuts }: { shortcuts: Array<Pick<GameShortcut, 'key' | 'label'>> }) {
  const [on, setOn] = useShortcutsOn();
  const id = useId();
  return (
    <section aria-label="Keyboard shortcuts" className="grid gap-2 rounded-lg border border-line bg-surface-2 px-3 py-2 text-xs text-fg-muted">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="flex items-center gap-1.5 font-medium text-fg">
          <Keyboard aria-hidden="true" className="size-4" />
          Keyboard shortcuts
        </label>
        <Switch id={id} checked={on} onCheckedChange={setOn} />
      </div>
      {on ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {shortcuts.map(({ key, label }) => (
            <li key={key} className="flex items-center gap-1">
              <kbd className="rounded border border-line-strong bg-surface-3 px-1.5 font-mono leading-5 font-semibold text-fg">{keycap(key)}</kbd>
              {label}
            </li>
          ))}
          <li>Not while typing in a field.</li>
        </ul>
      ) : null}
    </section>
  );
}
