/** Password hashing with bcrypt (bcryptjs, pure JS). */
import bcrypt from 'bcryptjs';

/** Hashes a password with the given bcrypt cost (4..15; 10 in production, 4 in tests). */
export function hashPassword(password: string, rounds: number): Promise<string> {
  return bcrypt.hash(password, rounds);
}

/** A valid bcrypt hash of a random string, compared against when the user does not exist. */
const DUMMY_HASH = '$2b$10$yCwDmBqIrkd1yQqV5lI5OuDWV/GOxj8AkAv.JS4cxQkjjNI0xanTu';

/**
 * Checks a password against a bcrypt hash. With `hash` null (unknown user) it still spends
 * the time of one comparison, so response times do not reveal which usernames exist.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash === null) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
