import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP password storage: argon2id with 19 MiB of memory, 2 iterations, 1 lane (≈40 ms here).
// algorithm 2 = Argon2id (a const enum in the package's types, unusable with isolatedModules).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A PHC-format argon2id hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash); the salt is random. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), options);
}

/** Checks a password against a stored hash; the API's services carry one, so tests can count the checks (issue 25, point 2). */
export type PasswordVerifier = (password: string, stored: string) => Promise<boolean>;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await verify(stored, password.normalize('NFC'));
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let decoy: Promise<string> | null = null;
/** A hash of a random password, verified when the login id is unknown, so both cases take as long. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoy;
}
