import { paths } from '../../../../shared/paths.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** Sent at registration, and again when support resends it: the link that confirms the address. */
export function accountConfirmEmailMail(data: { name: string; token: string }, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: 'Confirm your Pet DNA Lab account',
      preheader: 'One click confirms your e-mail address; checkout needs a confirmed address.',
      heading: 'Confirm your e-mail address',
      recipientName: data.name,
      blocks: [
        { type: 'paragraph', text: 'Welcome to Pet DNA Lab. Please confirm your e-mail address by opening this link:' },
        {
          type: 'button',
          label: 'Confirm my e-mail address',
          path: `${paths.registerConfirm}?token=${encodeURIComponent(data.token)}`,
          showUrl: true,
        },
        { type: 'paragraph', text: 'You can sign in and look around before you confirm; checkout needs a confirmed address.' },
        { type: 'notice', text: 'If you did not create this account, ignore this message and nothing more will happen.' },
      ],
      signOff: 'customer care',
      reason: 'You received this e-mail because this address was used to create a Pet DNA Lab account.',
    },
    site,
  );
}
