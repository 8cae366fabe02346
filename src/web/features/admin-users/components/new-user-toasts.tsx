import { useNewUserToasts } from '../hooks/use-new-user-toasts';

/** Listens for new players on every admin screen, whichever section is open. */
export function NewUserToasts() {
  useNewUserToasts();
  return null;
}
