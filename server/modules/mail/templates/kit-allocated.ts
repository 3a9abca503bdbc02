import { paths } from '../../../../shared/paths.js';
import { type KitMailFacts, kitFacts, kitReason, trackerLink } from './kit-mail-facts.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** A kit was allocated to the account and is being posted (kit dispatched). */
export function kitAllocatedMail(facts: KitMailFacts, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `Your test kit ${facts.barcode} is on its way`,
      preheader: 'Activate the kit online when it arrives, before you take the cheek swab.',
      heading: 'Your test kit is on its way',
      recipientName: facts.ownerName,
      blocks: [
        {
          type: 'paragraph',
          text: `A DNA test kit with barcode ${facts.barcode} has been allocated to your account and will be posted to you.`,
        },
        kitFacts(facts),
        {
          type: 'paragraph',
          text: 'When it arrives, activate it online before you take the cheek swab, then post the sample back to the lab.',
        },
        { type: 'button', label: 'Activate the kit', path: paths.activate },
        trackerLink(facts),
      ],
      signOff: 'laboratory team',
      reason: kitReason(facts),
    },
    site,
  );
}
