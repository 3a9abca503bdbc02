import { paths } from '../../../../shared/paths.js';
import { type KitMailFacts, kitFacts, kitReason, petOf } from './kit-mail-facts.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** The results are published: where to read them and download the report and certificate. */
export function kitResultsReadyMail(facts: KitMailFacts, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `Results ready for ${petOf(facts)} (${facts.barcode})`,
      preheader: 'Sign in to read the results and download the report and certificate.',
      heading: `${petOf(facts)}'s results are ready`,
      recipientName: facts.ownerName,
      blocks: [
        {
          type: 'paragraph',
          text: `The results of kit ${facts.barcode} are published. Sign in and open My Animals to read them and download the report and certificate.`,
        },
        kitFacts(facts),
        {
          type: 'button',
          label: 'Read the results',
          path: facts.animalId !== null ? paths.myAnimal(facts.animalId) : paths.myAnimals,
        },
      ],
      signOff: 'laboratory team',
      reason: kitReason(facts),
    },
    site,
  );
}
