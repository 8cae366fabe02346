import { checkImageUrl } from '../../../../core/image-url';
import {
  RAFFLE_DEFAULT_MAX_PARTICIPANTS,
  RAFFLE_MAX_PARTICIPANTS_LIMIT,
  RAFFLE_MIN_ENTRY_FLOOR,
  type Raffle,
  type RaffleType,
} from '../../../../core/contracts/raffles';

// The create and edit dialogs of spec part 2 §5: one form state, one check, one
// conversion to the request body, so both dialogs behave the same.

export const REQUIRED_FIELDS_TITLE = 'Validation Error';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const ONE_HOUR_MS = 60 * 60 * 1000;

export interface RaffleFormState {
  name: string;
  description: string;
  imageUrl: string;
  type: RaffleType;
  minEntry: string;
  maxParticipants: string;
  /** The datetime-local value: local wall-clock time, no zone. */
  endTime: string;
  assetId: string;
  itemName: string;
}

export const emptyRaffleForm = (): RaffleFormState => ({
  name: '',
  description: '',
  imageUrl: '',
  type: 'hourly',
  minEntry: String(RAFFLE_MIN_ENTRY_FLOOR),
  maxParticipants: String(RAFFLE_DEFAULT_MAX_PARTICIPANTS),
  endTime: '',
  assetId: '',
  itemName: '',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local value in the browser's zone. */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The datetime-local value (local time) as an ISO instant, or null when it does not parse. */
export function dateTimeLocalToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The '+1hr' button. */
export const oneHourFromNow = (now = new Date()): string => toDateTimeLocal(new Date(now.getTime() + ONE_HOUR_MS));

export const formFromRaffle = (raffle: Raffle): RaffleFormState => ({
  name: raffle.name,
  description: raffle.description,
  imageUrl: raffle.imageUrl ?? '',
  type: raffle.type,
  minEntry: String(raffle.minEntry),
  maxParticipants: String(raffle.maxParticipants),
  endTime: toDateTimeLocal(new Date(raffle.endTime)),
  assetId: raffle.assetId ?? '',
  itemName: raffle.itemName ?? '',
});

export interface RaffleBody {
  name: string;
  description: string;
  imageUrl: string | null;
  type: RaffleType;
  minEntry: number;
  maxParticipants: number;
  endTime: string;
  status: 'active';
  assetId: string;
  itemName: string | null;
}

export type RaffleFormCheck = { ok: true; body: RaffleBody } | { ok: false; title: string; description: string };

/**
 * Name, description and end time are required (the specification's message);
 * the numeric limits and the image address (the server's own rule, against the
 * deployment's `imageHosts`, when known) are checked here too so that a bad value
 * is named before the server is asked. The server checks everything again.
 */
export function checkRaffleForm(form: RaffleFormState, imageHosts?: readonly string[]): RaffleFormCheck {
  const name = form.name.trim();
  const description = form.description.trim();
  const endTime = dateTimeLocalToIso(form.endTime);
  if (!name || !description || !form.endTime.trim()) return { ok: false, title: REQUIRED_FIELDS_TITLE, description: REQUIRED_FIELDS_MESSAGE };
  if (!endTime) return { ok: false, title: REQUIRED_FIELDS_TITLE, description: 'End time must be a valid date and time' };
  const minEntry = Number(form.minEntry);
  if (!Number.isInteger(minEntry) || minEntry < RAFFLE_MIN_ENTRY_FLOOR) {
    return { ok: false, title: REQUIRED_FIELDS_TITLE, description: `Minimum entry must be a whole number of at least ${RAFFLE_MIN_ENTRY_FLOOR}` };
  }
  const maxParticipants = Number(form.maxParticipants);
  if (!Number.isInteger(maxParticipants) || maxParticipants < 1 || maxParticipants > RAFFLE_MAX_PARTICIPANTS_LIMIT) {
    return { ok: false, title: REQUIRED_FIELDS_TITLE, description: `Max participants must be from 1 to ${RAFFLE_MAX_PARTICIPANTS_LIMIT}` };
  }
  let imageUrl = form.imageUrl.trim() || null;
  if (imageUrl && imageHosts) {
    const image = checkImageUrl(imageUrl, imageHosts);
    if (!image.ok) return { ok: false, title: REQUIRED_FIELDS_TITLE, description: image.message };
    imageUrl = image.url;
  }
  return {
    ok: true,
    body: {
      name,
      description,
      imageUrl,
      type: form.type,
      minEntry,
      maxParticipants,
      endTime,
      status: 'active',
      assetId: form.assetId,
      itemName: form.itemName || null,
    },
  };
}
