import { useSyncExternalStore, type ReactNode } from 'react';

// A small toast store (spec part 1 §9): one toast on screen at a time, and a
// dismissed toast stays in memory for 1,000,000 ms so Radix can finish closing it.
// `toast()` works outside React too (query error handlers, redirects).

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to 5000. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast, replacing the one on screen. Returns its id and a dismiss function. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): ToastItem[] => toasts;

export function useToast() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}
