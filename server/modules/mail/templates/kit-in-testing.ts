import { type KitMailFacts, kitFacts, kitReason, petOf, trackerLink } from './kit-mail-facts.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** DNA was extracted and the tests are running. */
export function kitInTestingMail(facts: KitMailFacts, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `${petOf(facts)}'s sample is in testing (${facts.barcode})`,
      preheader: 'DNA has been extracted and the tests are running.',
      heading: `${petOf(facts)}'s sample is in testing`,
      recipientName: facts.ownerName,
      blocks: [
        { type: 'paragraph', text: `DNA has been extracted from sample ${facts.barcode} and the tests are running.` },
        kitFacts(facts, facts.expected ? [['Expected completion', facts.expected]] : []),
        trackerLink(facts),
      ],
      signOff: 'laboratory team',
      reason: kitReason(facts),
    },
    site,
  );
}
