import { randomFillSync } from 'node:crypto';
import type { RandomSource } from '@bluffle/shared-schema';

const SIX_BYTES = 2 ** 48;
/** 682 numbers per refill: one system call instead of one per number (a follow-up shuffle draws several). */
const POOL_BYTES = 4092;

const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/**
 * Uniform numbers in [0, 1) from the operating system's generator, so session codes and follow-up order
 * cannot be predicted from earlier ones (Math.random's state can be recovered from its outputs). Bytes are
 * drawn in blocks and each is used once, which is as unpredictable as asking for six at a time.
 */
export const cryptoRandom: RandomSource = () => {
  if (offset + 6 > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const value = pool.readUIntBE(offset, 6) / SIX_BYTES;
  offset += 6;
  return value;
};
