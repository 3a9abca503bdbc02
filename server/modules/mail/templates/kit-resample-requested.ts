import { paths } from '../../../../shared/paths.js';
import { type KitMailFacts, kitFacts, kitReason, petOf, trackerLink } from './kit-mail-facts.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** The free replacement kit for a failed sample is on its way. */
export function kitResampleRequestedMail(facts: KitMailFacts, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `Your free replacement kit for ${petOf(facts)}`,
      preheader: 'Its tests are already paid for. Activate it when it arrives and swab again.',
      heading: 'Your free replacement kit is on its way',
      recipientName: facts.ownerName,
      blocks: [
        {
          type: 'paragraph',
          text: `A replacement kit is on its way for the failed sample ${facts.barcode}. Its tests are already paid for.`,
        },
        kitFacts(facts),
        { type: 'paragraph', text: 'Activate it when it arrives and swab again, at least one hour after food.' },
        { type: 'button', label: 'Activate the new kit', path: paths.activate },
        trackerLink(facts),
      ],
      signOff: 'laboratory team',
      reason: kitReason(facts),
    },
    site,
  );
}
