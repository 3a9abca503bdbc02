import { type KitMailFacts, kitFacts, kitReason, petOf, trackerLink } from './kit-mail-facts.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** The kit was activated for an animal: how to take and post the swab. */
export function kitActivatedMail(facts: KitMailFacts, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `Kit ${facts.barcode} activated for ${petOf(facts)}`,
      preheader: 'Take the swab at least one hour after food and post it back in the reply envelope.',
      heading: `Kit activated for ${petOf(facts)}`,
      recipientName: facts.ownerName,
      blocks: [
        { type: 'paragraph', text: `Kit ${facts.barcode} is now registered to ${petOf(facts)}.` },
        kitFacts(facts),
        {
          type: 'panel',
          title: 'Taking the sample',
          lines: [
            'Take the swab at least one hour after food.',
            'Let it dry for a minute.',
            'Post it back in the reply envelope.',
          ],
        },
        trackerLink(facts),
      ],
      signOff: 'laboratory team',
      reason: kitReason(facts),
    },
    site,
  );
}
