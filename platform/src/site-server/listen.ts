import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Running {
  url: string;
  close: () => Promise<void>;
}

/** Listens and answers once listening; a port in use is a clear error, not a crash trace. */
export function listen(server: Server, port: number, host: string, label: string): Promise<Running> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `${label}: port ${port} is already in use (set another port, see README)`
            : `${label}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, () =>
      resolve({
        // The bound port: `port` may be 0 (any free one).
        url: `http://localhost:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}

/** The same for a Fastify app: listens, answers its address, a port in use is a clear error. */
export async function listenApp(app: FastifyInstance, port: number, host: string, label: string): Promise<Running> {
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(
      code === 'EADDRINUSE'
        ? `${label}: port ${port} is already in use (set another port, see README)`
        : `${label}: ${message}`,
    );
  }
  const { port: bound } = app.server.address() as AddressInfo;
  return { url: `http://localhost:${bound}`, close: () => app.close() };
}
