import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum profile (19 MiB, 2 passes).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, options);
export const verifyPassword = async (stored: string, plain: string) => {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
};

// Compared against when the user name is unknown, so a miss costs the same time as a hit.
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password-0'));
