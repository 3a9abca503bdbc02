import { api } from '../../../lib/api.js';

/** Spec §4: the popup counts as closed only once this call succeeds. */
export const dismissCampaignPopup = () => api<{ dismissed: true }>('POST', '/api/cookie/campaign-popup', {});
