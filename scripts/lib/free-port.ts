/**
 * A free TCP port on 127.0.0.1, for a process whose port must be known before it starts
 * (benches, `scripts/with-postgres.ts`, the server tests' processes): binds port 0, reads the
 * port the system gave, closes. Rejects when the bind fails or no port was given.
 */
import net from 'node:net';

/** A port free at the moment of asking (another process may take it before it is used). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('nenhuma porta livre / no free port'))));
    });
  });
}
