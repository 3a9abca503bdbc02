import { paths } from '../../../../shared/paths.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** The witnessed collection (ACM) forms an account asked for, attached as a PDF by the caller. */
export function acmFormsMail(
  data: { name: string; reference: string; animalNames: string[]; agentName: string | null; agentClinic: string | null },
  site: MailSite,
): RenderedMail {
  return renderMail(
    {
      subject: `Your witnessed collection forms (${data.reference})`,
      preheader: `One page per animal: ${data.animalNames.join(', ')}.`,
      heading: 'Your witnessed collection forms',
      recipientName: data.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Attached are the witnessed collection (ACM) forms you asked for, one page per animal: ${data.animalNames.join(', ')}.`,
        },
        {
          type: 'paragraph',
          text: data.agentName
            ? `They name ${data.agentName}${data.agentClinic ? ` (${data.agentClinic})` : ''} as the collection agent.`
            : 'Ask your collection agent to fill in their name at collection.',
        },
        {
          type: 'paragraph',
          text: 'The agent scans the microchip, collects the swabs, signs the form and sends it back with the sample.',
        },
        { type: 'facts', rows: [['Request reference', data.reference]] },
        { type: 'button', label: 'Your requests', path: paths.myAcmFormRequests },
      ],
      signOff: 'laboratory team',
      reason: 'You received this e-mail because you asked Pet DNA Lab for witnessed collection forms.',
    },
    site,
  );
}
