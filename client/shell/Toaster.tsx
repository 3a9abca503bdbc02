import { CloseIcon } from '../components/layout/icons.js';
import { dismissToast, useToasts } from '../lib/toast.js';

/** Top-right toasts, announced politely; errors assertively. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          <button type="button" className="icon-button" onClick={() => dismissToast(toast.id)} aria-label="Dismiss">
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
