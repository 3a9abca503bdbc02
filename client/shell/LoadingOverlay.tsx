import { useLoadingOverlay } from '../lib/loading-overlay.js';

export function LoadingOverlay() {
  const text = useLoadingOverlay();
  if (text === null) return null;
  return (
    <div className="overlay overlay--loading" role="alert" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
