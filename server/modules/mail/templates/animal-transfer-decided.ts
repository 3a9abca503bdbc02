import { paths } from '../../../../shared/paths.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** The person an animal was offered to accepted or declined: the owner who offered it learns which. */
export function animalTransferDecidedMail(
  data: { recipientName: string; byName: string; accepted: boolean },
  site: MailSite,
): RenderedMail {
  const outcome = data.accepted ? 'accepted' : 'declined';
  return renderMail(
    {
      subject: `${data.byName} ${outcome} the animal transfer`,
      preheader: data.accepted ? 'The animal and its results are now in their account.' : 'The animal stays in your account.',
      heading: data.accepted ? 'Your animal transfer was accepted' : 'Your animal transfer was declined',
      recipientName: data.recipientName,
      blocks: [
        {
          type: 'paragraph',
          text: data.accepted
            ? `${data.byName} accepted the transfer: the animal and its results are now in their account.`
            : `${data.byName} declined the transfer: the animal stays in your account.`,
        },
        { type: 'link', label: 'Your transfers', path: paths.myTransferAnimal },
      ],
      signOff: 'customer care',
      reason: 'You received this e-mail because you offered an animal to another Pet DNA Lab account.',
    },
    site,
  );
}
