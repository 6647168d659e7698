import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sendWithFailover, smtpProvider } from '../src/services/mail';
import { LISTING } from './security/support';
import { useApp, Visitor } from './helpers/app';

interface Received {
  to: string[];
  raw: string;
}

/** A real local SMTP server that either accepts (and keeps) messages or refuses every recipient. */
async function smtp(mode: 'accept' | 'refuse') {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (mode === 'refuse') return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('e-mail providers fail over in priority order (real local SMTP servers)', () => {
  let refusing: Awaited<ReturnType<typeof smtp>>;
  let accepting: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    refusing = await smtp('refuse');
    accepting = await smtp('accept');
  });
  afterAll(async () => {
    await refusing.close();
    await accepting.close();
  });

  it('mailtrap (1) refuses, sendgrid (2) delivers; mailgun (3) is not tried', async () => {
    const from = 'PharmaSetu <no-reply@pharmasetu.in>';
    const failures: string[] = [];
    const used = await sendWithFailover(
      [
        smtpProvider('mailgun', 3, refusing.url, from),
        smtpProvider('sendgrid', 2, accepting.url, from),
        smtpProvider('mailtrap', 1, refusing.url, from),
      ],
      { to: 'buyer@example.com', subject: 'Hello', text: 'Body text' },
      (m) => failures.push(m),
    );
    expect(used).toBe('sendgrid');
    expect(failures).toEqual([expect.stringContaining('mail provider mailtrap failed')]);
    expect(accepting.received).toHaveLength(1);
    expect(accepting.received[0]!.to).toEqual(['buyer@example.com']);
    expect(accepting.received[0]!.raw).toContain('Subject: Hello');
  });

  it('fails when every provider fails', async () => {
    const from = 'no-reply@pharmasetu.in';
    await expect(
      sendWithFailover(
        [smtpProvider('mailtrap', 1, refusing.url, from), smtpProvider('mailgun', 3, refusing.url, from)],
        { to: 'a@b.co', subject: 's', text: 't' },
      ),
    ).rejects.toThrow('every mail provider failed');
  });

  describe('through the app: an e-mail OTP', () => {
    const from = 'no-reply@pharmasetu.in';
    const t = useApp('pglite', () => ({
      mail: [smtpProvider('mailtrap', 1, refusing.url, from), smtpProvider('sendgrid', 2, accepting.url, from)],
    }));

    it('reaches the buyer through the second provider and not the dev outbox', async () => {
      const visitor = new Visitor(t.app);
      const before = accepting.received.length;
      // An e-mail OTP is only for a non-India number enquiring about a listing (branch sec): a seeded company's.
      const r = await visitor.post('/enquiry/otp/generate', {
        mobile: '501234567',
        country: 'AE',
        email: 'buyer@example.ae',
        email_otp: true,
        listing_slug: LISTING,
      });
      expect(r.json()).toMatchObject({ status: 'sent', channel: 'email' });
      const mail = accepting.received[before]!;
      expect(mail.to).toEqual(['buyer@example.ae']);
      const otp = /(\d{6}) is your PharmaSetu verification code/.exec(mail.raw)?.[1];
      expect(otp).toMatch(/^\d{6}$/);
      expect((await visitor.get('/dev/outbox?to=buyer@example.ae')).json()).toEqual({ messages: [] });
      expect((await visitor.post('/enquiry/otp/validate', { otp })).json()).toMatchObject({ status: 'verified' });
    });
  });
});
