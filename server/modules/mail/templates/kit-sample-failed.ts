import { type KitMailFacts, kitFacts, kitReason, petOf, trackerLink } from './kit-mail-facts.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** The sample could not be tested; a free replacement kit follows. */
export function kitSampleFailedMail(facts: KitMailFacts, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `We could not test ${petOf(facts)}'s sample (${facts.barcode})`,
      preheader: 'We are sending you a free replacement kit; no payment is needed.',
      heading: `We could not test ${petOf(facts)}'s sample`,
      recipientName: facts.ownerName,
      blocks: [
        {
          type: 'paragraph',
          text: `The sample of kit ${facts.barcode} did not yield enough DNA to test (this happens with a dry swab, or food or bacteria in the mouth).`,
        },
        kitFacts(facts),
        { type: 'paragraph', text: 'We are sending you a free replacement kit; no payment is needed.' },
        trackerLink(facts),
      ],
      signOff: 'laboratory team',
      reason: kitReason(facts),
    },
    site,
  );
}
