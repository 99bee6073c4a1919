import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** scrypt, memory-hard: N=2^15, r=8 needs 32 MiB per hash. Parameters are stored with the hash. */
let PARAMS = { N: 2 ** 15, r: 8, p: 1 };

/**
 * New hashes at a thousandth of the memory and time, for test suites only (their setup file
 * `tests/quick-password-hashes.ts`): a check reads the parameters stored with each hash, so
 * nothing else changes. Nothing in the product calls it.
 */
export function hashPasswordsQuicklyForTests(): void {
  PARAMS = { N: 2 ** 5, r: 8, p: 1 };
}
const KEY_LENGTH = 64;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: maxmem(PARAMS.N, PARAMS.r) });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const N = Number(n);
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(N, Number(r)),
  });
  return timingSafeEqual(actual, expected);
}

/** Spends the time of a real check when there is no account, so timing does not reveal which logins exist. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}

/** Whether `password` is an account's; an account without one (made through a sign-in provider) matches none, in the same time. */
export const verifyAccountPassword = (password: string, stored: string | null): Promise<boolean> =>
  stored === null ? verifyAgainstDecoy(password) : verifyPassword(password, stored);
