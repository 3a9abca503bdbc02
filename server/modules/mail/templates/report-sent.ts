import { paths } from '../../../../shared/paths.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** "Send by e-mail" on a report: the PDF is attached by the caller; this says how anyone can check it. */
export function reportSentMail(data: { name: string; title: string; barcode: string }, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: `Your ${data.title} (${data.barcode})`,
      preheader: `The ${data.title} you asked for is attached.`,
      heading: `Your ${data.title}`,
      recipientName: data.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Attached is the ${data.title} you asked for. Its verification code and QR code let anyone check it at ${site.publicUrl}${paths.reportAuthentication}.`,
        },
        { type: 'facts', rows: [['Kit barcode', data.barcode]] },
        { type: 'link', label: 'Check a report', path: paths.reportAuthentication },
      ],
      signOff: 'laboratory team',
      reason: 'You received this e-mail because you asked for this report to be sent from your Pet DNA Lab account.',
    },
    site,
  );
}
