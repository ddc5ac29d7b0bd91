/** Password hashing with bcrypt (bcryptjs, pure JS; Web Crypto for randomness, so a browser runs it too: the fake back end). */
import bcrypt from 'bcryptjs';

/** Hashes a password with the given bcrypt cost (4..15; 10 in production, 4 in tests). */
export function hashPassword(password: string, rounds: number): Promise<string> {
  return bcrypt.hash(password, rounds);
}

/** Per bcrypt cost, a hash of a random string, made once per process on first need. */
const dummyHashes = new Map<number, Promise<string>>();

/** The hash an unknown user's password is compared against: the configured cost, so it takes as long as a real one. */
function dummyHashOf(rounds: number): Promise<string> {
  let hash = dummyHashes.get(rounds);
  if (!hash) {
    hash = bcrypt.hash(btoa(String.fromCharCode(...globalThis.crypto.getRandomValues(new Uint8Array(18)))), rounds);
    dummyHashes.set(rounds, hash);
  }
  return hash;
}

/**
 * Checks a password against a bcrypt hash. With `hash` null (unknown user) it still spends
 * the time of one comparison at `rounds` — the cost new hashes get (`BCRYPT_ROUNDS`) — so
 * response times do not reveal which usernames exist, whatever cost is configured.
 */
export async function verifyPassword(password: string, hash: string | null, rounds: number): Promise<boolean> {
  if (hash === null) {
    await bcrypt.compare(password, await dummyHashOf(rounds));
    return false;
  }
  return bcrypt.compare(password, hash);
}
