import { TURNAROUND_BUSINESS_DAYS } from '../../../../shared/kit-lifecycle.js';
import { type KitMailFacts, kitFacts, kitReason, petOf, trackerLink } from './kit-mail-facts.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** The sample arrived at the lab, with the date its results are expected. */
export function kitSampleReceivedMail(facts: KitMailFacts, site: MailSite): RenderedMail {
  const expected = facts.expected ?? `within ${TURNAROUND_BUSINESS_DAYS} business days`;
  return renderMail(
    {
      subject: `We received ${petOf(facts)}'s sample (${facts.barcode})`,
      preheader: `Expected completion: ${expected}.`,
      heading: `${petOf(facts)}'s sample is at the lab`,
      recipientName: facts.ownerName,
      blocks: [
        { type: 'paragraph', text: `The sample of kit ${facts.barcode} arrived at the laboratory.` },
        kitFacts(facts, [['Expected completion', expected]]),
        trackerLink(facts),
      ],
      signOff: 'laboratory team',
      reason: kitReason(facts),
    },
    site,
  );
}
