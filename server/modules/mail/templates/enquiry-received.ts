import { paths } from '../../../../shared/paths.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** The contact form's receipt: the reference to quote and the message as we received it. */
export function enquiryReceivedMail(
  data: { name: string; title: string; reference: string; message: string },
  site: MailSite,
): RenderedMail {
  return renderMail(
    {
      subject: `We received your message (${data.title}, ref. ${data.reference})`,
      preheader: `We will answer within two working days. Your reference is ${data.reference}.`,
      heading: 'We received your message',
      recipientName: data.name,
      blocks: [
        {
          type: 'paragraph',
          text: `Thank you for writing to Pet DNA Lab. We received your ${data.title.toLowerCase()} and will answer within two working days.`,
        },
        { type: 'paragraph', text: `Your reference is ${data.reference}; please quote it if you write again.` },
        { type: 'panel', title: 'Your message:', lines: data.message.split(/\r?\n/) },
        { type: 'link', label: 'Write to us again', path: paths.contactUs },
      ],
      signOff: 'customer care',
      reason: 'You received this e-mail because this address was given on the contact form of Pet DNA Lab.',
    },
    site,
  );
}
