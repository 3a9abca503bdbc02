import { paths } from '../../../../shared/paths.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** Another account shared an animal's results with this one (read only). */
export function animalSharedMail(
  data: { recipientName: string; fromName: string; animalName: string },
  site: MailSite,
): RenderedMail {
  return renderMail(
    {
      subject: `${data.fromName} shared ${data.animalName} with you`,
      preheader: `Read ${data.animalName}'s DNA results and reports in Shared animals.`,
      heading: `${data.animalName}'s results are shared with you`,
      recipientName: data.recipientName,
      blocks: [
        { type: 'paragraph', text: `${data.fromName} shared the DNA results of ${data.animalName} with you on Pet DNA Lab.` },
        {
          type: 'paragraph',
          text: 'Sign in and open Shared animals to read them. You can read the results and reports but not change them.',
        },
        { type: 'button', label: 'Open Shared animals', path: paths.mySharedAnimals },
      ],
      signOff: 'customer care',
      reason: `You received this e-mail because ${data.fromName} shared an animal with your Pet DNA Lab account.`,
    },
    site,
  );
}
