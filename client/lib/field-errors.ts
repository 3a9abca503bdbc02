import { MSG, SHELL_MSG } from '../../shared/validation-messages.js';

/**
 * How a 428 field error reads to a person (decision 0800). The API keeps the spec's texts; the browser
 * words the technical ones for people and names a field by its label, never by its key.
 */
const REWORDED: Record<string, string> = {
  [MSG.emailInvalid]: 'Enter a valid email address',
  [SHELL_MSG.mustBeTrue]: 'Tick this box to go on',
  [MSG.mustBeNumber]: 'Enter a number',
};

/** A quick check that catches typing slips before asking the server, which checks the address fully. */
export const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The message shown under a field: the spec's text, reworded where it speaks like a program. */
export function humanMessage(message: string): string {
  return REWORDED[message] ?? message;
}

/** The last part of a field key in words: `barcodes.confirmBarcode` → "Confirm barcode". */
export function labelOfKey(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A field error as one line for a toast, where it is not already shown under its field: the field's
 * label, then the message; a message that already names the field stands alone.
 */
export function errorLine(label: string, message: string): string {
  const text = humanMessage(message);
  const cleanLabel = label.replace(/\s*\*\s*$/, '').trim();
  if (!cleanLabel || text.toLowerCase().includes(cleanLabel.toLowerCase())) return text;
  if (/^This field /i.test(text)) return `${cleanLabel} ${text.replace(/^This field /i, '')}`;
  return `${cleanLabel}: ${text}`;
}

/** A 428 answer's field errors with their messages reworded for people; the keys stay as the API sent them. */
export function humanFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, humanMessage(message)]));
}
