import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers, blank line, body. */
  data: string;
}

/**
 * A local SMTP server speaking just enough of RFC 5321 for nodemailer: it records what it receives,
 * and can answer recipients with a temporary failure to exercise retries.
 */
export class FakeSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** When set, RCPT TO answers `451 <reason>` (a temporary failure). */
  rejectRecipientsWith: string | undefined;
  private server: Server | undefined;

  get url(): string {
    const address = this.server?.address();
    if (!address || typeof address === 'string') throw new Error('FakeSmtpServer is not listening');
    return `smtp://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((socket) => this.converse(socket));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.close();
    await once(this.server, 'close');
  }

  private converse(socket: Socket): void {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          this.received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          mail.from = line.replace(/^MAIL FROM:\s*<?([^>\s]*)>?.*$/i, '$1');
          reply('250 ok');
        } else if (verb === 'RCPT') {
          if (this.rejectRecipientsWith) reply(`451 ${this.rejectRecipientsWith}`);
          else {
            mail.to.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, '$1'));
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' };
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  }
}
