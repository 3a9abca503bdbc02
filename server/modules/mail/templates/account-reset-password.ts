import { paths } from '../../../../shared/paths.js';
import { type MailSite, type RenderedMail, renderMail } from './layout.js';

/** Asked for by the customer, or sent by support: a one-hour link to choose a new password. */
export function accountResetPasswordMail(data: { name: string; token: string }, site: MailSite): RenderedMail {
  return renderMail(
    {
      subject: 'Reset your Pet DNA Lab password',
      preheader: 'Choose a new password within one hour; the link works once.',
      heading: 'Choose a new password',
      recipientName: data.name,
      blocks: [
        { type: 'paragraph', text: 'Someone (we hope you) asked to reset the password of your Pet DNA Lab account.' },
        { type: 'paragraph', text: 'Open this link within one hour to choose a new password; it works once:' },
        {
          type: 'button',
          label: 'Choose a new password',
          path: `${paths.resetPassword}?token=${encodeURIComponent(data.token)}`,
          showUrl: true,
        },
        { type: 'notice', text: 'If you did not ask, ignore this message: your password stays as it is.' },
      ],
      signOff: 'customer care',
      reason: 'You received this e-mail because a new password was asked for the Pet DNA Lab account with this address.',
    },
    site,
  );
}
