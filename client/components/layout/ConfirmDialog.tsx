import { type FormEvent, type ReactNode, useState } from 'react';
import { reportFormError } from '../../lib/form-errors.js';
import { Dialog } from './Dialog.js';

/**
 * Asks before an action that cannot be undone. The children say what will happen (and may hold fields);
 * the button is disabled while the action runs, so a double click acts once. A failure is a toast and
 * its field errors go to `onFieldErrors`; Cancel or Escape changes nothing.
 */
export function ConfirmDialog(props: {
  title: string;
  confirmLabel: string;
  busyLabel: string;
  /** The way out without acting; "Cancel" unless that would read like the action itself. */
  dismissLabel?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  onFieldErrors?: (errors: Record<string, string>) => void;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await props.onConfirm();
    } catch (failure) {
      props.onFieldErrors?.(reportFormError(failure, 'Network error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open title={props.title} onClose={props.onClose}>
      <form onSubmit={submit} noValidate>
        {props.children}
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? props.busyLabel : props.confirmLabel}
          </button>
          <button type="button" className="button button--ghost" onClick={props.onClose}>
            {props.dismissLabel ?? 'Cancel'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
