import { useState } from 'react';
import { paths } from '../../shared/paths.js';
import { Dialog } from '../components/layout/Dialog.js';
import { Link } from '../components/navigation/Link.js';
import { dismissCampaignPopup } from '../features/storefront/api/dismiss-campaign-popup.js';

/**
 * The current campaign. Spec §4: dismissal is remembered by the campaign_popup_dismissed cookie and
 * counts only when the POST succeeds; a failure is logged and the popup stays open.
 */
export function CampaignPopup(props: { open: boolean; onClosed: () => void }) {
  const [busy, setBusy] = useState(false);
  async function close() {
    setBusy(true);
    try {
      await dismissCampaignPopup();
      props.onClosed();
    } catch (error) {
      console.warn('Could not remember the dismissed campaign popup', error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={props.open} title="Free shipping on Geno Pet" onClose={close} className="campaign">
      <p>
        Curious what breeds make up your dog? Order a <strong>Geno Pet</strong> breed identification kit this month and we ship it
        to you free of charge. One painless cheek swab, results online in 2–4 weeks.
      </p>
      <div className="actions">
        <Link className="button" to={paths.breederDogs.genoPet} onClick={close}>
          Shop Geno Pet
        </Link>
        <button type="button" className="button button--ghost" onClick={close} disabled={busy} data-autofocus>
          No thanks
        </button>
      </div>
    </Dialog>
  );
}
