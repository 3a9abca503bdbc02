import type { KitStatus } from '../../../../shared/kit-lifecycle.js';
import { kitActivatedMail } from './kit-activated.js';
import { kitAllocatedMail } from './kit-allocated.js';
import { kitInTestingMail } from './kit-in-testing.js';
import type { KitMailFacts } from './kit-mail-facts.js';
import { kitResampleRequestedMail } from './kit-resample-requested.js';
import { kitResultsReadyMail } from './kit-results-ready.js';
import { kitSampleFailedMail } from './kit-sample-failed.js';
import { kitSampleReceivedMail } from './kit-sample-received.js';
import type { MailSite, RenderedMail } from './layout.js';

/** The mail an owner receives when their kit moves to each status: every move sends one. */
export const KIT_MAILS: Record<KitStatus, (facts: KitMailFacts, site: MailSite) => RenderedMail> = {
  allocated: kitAllocatedMail,
  activated: kitActivatedMail,
  sample_received: kitSampleReceivedMail,
  in_testing: kitInTestingMail,
  results_ready: kitResultsReadyMail,
  sample_failed: kitSampleFailedMail,
  resample_requested: kitResampleRequestedMail,
};
