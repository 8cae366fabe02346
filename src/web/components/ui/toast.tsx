import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { TOAST_DURATION, dismissToast, useToast, type ToastVariant } from './use-toast';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-line-strong bg-surface-2 text-fg',
  destructive: 'border-danger bg-[#2a1214] text-fg',
  success: 'border-success bg-[#0f231a] text-fg',
};

/** Renders the toast store. Mount once near the root. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-xl shadow-black/40',
            variantClass[variant],
          )}
        >
          <div className="grid gap-1">
            {title ? (
              <Toast.Title
                className={cn('text-sm font-semibold', variant === 'destructive' && 'text-danger-text', variant === 'success' && 'text-success-text')}
              >
                {title}
              </Toast.Title>
            ) : null}
            {description ? <Toast.Description className="text-sm text-fg-muted">{description}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label="Close" className="absolute top-2 right-2 rounded-md p-1 text-fg-muted hover:bg-surface-3 hover:text-fg">
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
