import { paths } from '../../../../shared/paths.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** Another account offers to make this one an animal's owner; it accepts or declines online. */
export function animalTransferOfferedMail(
  data: { recipientName: string; fromName: string; animalName: string },
  site: MailSite,
): RenderedMail {
  return renderMail(
    {
      subject: `${data.fromName} wants to transfer ${data.animalName} to you`,
      preheader: 'Sign in to accept or decline the transfer.',
      heading: `${data.animalName} is offered to you`,
      recipientName: data.recipientName,
      blocks: [
        {
          type: 'paragraph',
          text: `${data.fromName} wants to make you the owner of ${data.animalName} on Pet DNA Lab, with its DNA results and reports.`,
        },
        { type: 'paragraph', text: 'Sign in and open Transfer animal to accept or decline.' },
        { type: 'button', label: 'Accept or decline', path: paths.myTransferAnimal },
      ],
      signOff: 'customer care',
      reason: `You received this e-mail because ${data.fromName} offered an animal to your Pet DNA Lab account.`,
    },
    site,
  );
}
