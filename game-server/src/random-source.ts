import { randomBytes } from 'node:crypto';
import type { RandomSource } from '@bluffle/shared-schema';

const SIX_BYTES = 2 ** 48;

/**
 * Uniform numbers in [0, 1) from the operating system's generator, so session codes and follow-up order
 * cannot be predicted from earlier ones (Math.random's state can be recovered from its outputs).
 */
export const cryptoRandom: RandomSource = () => randomBytes(6).readUIntBE(0, 6) / SIX_BYTES;
