// The soak's SMS gateway: the api instances post their SMS here (SMS_WEBHOOK_URL), and the soak's buyers read the
// codes sent to them, as they would read their phone. Loopback only.
import { once } from 'node:events';
import { createServer } from 'node:http';

export interface SmsCapture {
  url: string;
  /** The last 6-digit code texted to `to` (+91…), if any. */
  codeFor(to: string): string | undefined;
  /** SMS received (codes and confirmations). */
  received(): number;
  close(): Promise<void>;
}

export async function startSmsCapture(): Promise<SmsCapture> {
  const codes = new Map<string, string>();
  let received = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 4096) request.destroy();
    });
    request.on('end', () => {
      try {
        const { to, text } = JSON.parse(body) as { to: string; text: string };
        received += 1;
        const code = /^(\d{6}) is your PharmaSetu verification code/.exec(text)?.[1];
        if (code) codes.set(to, code);
        response.writeHead(204).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/sms`,
    codeFor: (to) => codes.get(to),
    received: () => received,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
