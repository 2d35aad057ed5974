import { REJECTION_REASON_MAX_LENGTH } from '@bluffle/shared-schema';
import type { ErrorTexts } from '../error-texts';
import type { MessagesOf } from './messages-of';

/**
 * The admin's own words for a refusal (the rest is the one table, catalogue/server-errors.ts): sign-in and
 * the admin role said of the word tools, and a body too large said of an uploaded file. English reads the
 * server's words for these, which already say so.
 */
const FILIPINO_REFUSALS: ErrorTexts = {
  'body-too-large': 'Masyadong malaki ang file para sa server. Hatiin ito sa mas maliliit na file.',
  unauthorized: 'Mag-sign in ulit para magamit ang mga tool sa salita.',
  forbidden: 'Para sa mga admin lang ang mga tool sa salita.',
};

/** The admin panel (docs/product.md §2 Admin panel): who may use it, and the moderation queue of contributed words. */
export const adminEnglish = {
  checkingSignIn: 'Checking your sign-in…',
  signInTitle: 'Please Sign In',
  signInText: 'The admin panel is for signed-in admins. Sign in from the home page first.',
  notAdminTitle: 'Admins only',
  notAdminText: (p: { username: string }) =>
    `You are signed in as ${p.username}, which is not an admin account, so the word tools are not available to you. An admin of this server can give your account the admin role.`,
  title: 'Admin Panel',
  refresh: 'Refresh',
  /** The admin's own words for a refusal, by code (admin/refusal-text.ts). */
  refusals: {} as ErrorTexts,

  // The moderation queue.
  moderationTitle: 'Words waiting for review',
  moderationNote:
    "Wordsmiths' words are playable in their own sessions at once; they join the public word pool only once approved. A rejected word's author sees your reason in My Bluffles.",
  loadingQueue: 'Loading the queue…',
  queueEmpty: 'No words are waiting for review.',
  verdictLabel: (p: { word: string }) => `Verdict on ${p.word}`,
  approve: 'Approve',
  reasonLabel: 'Reason for rejecting (the author reads it)',
  reject: 'Reject',
  queueLoadFailed: 'Failed to load the words waiting for review',
  approveFailed: 'Failed to approve the word',
  rejectFailed: 'Failed to reject the word',
  approved: (p: { word: string }) => `Approved "${p.word}": it joins the public word pool.`,
  rejected: (p: { word: string }) => `Rejected "${p.word}": its author sees your reason.`,
  /** Stands for a word that left the queue before its verdict came back. */
  theWord: 'The word',
  // The server's rule for a reason (rejectWordBodySchema), in its words.
  reasonRequired: 'Please say why the word is rejected: its author reads it.',
  reasonTooLong: `A reason is at most ${REJECTION_REASON_MAX_LENGTH} characters.`,
};

export const adminFilipino: MessagesOf<typeof adminEnglish> = {
  checkingSignIn: 'Tinitingnan ang pag-sign in mo…',
  signInTitle: 'Mag-sign In Muna',
  signInText: 'Para sa mga admin na naka-sign in ang admin panel. Mag-sign in muna mula sa home page.',
  notAdminTitle: 'Para sa mga admin lang',
  notAdminText: (p) =>
    `Naka-sign in ka bilang ${p.username}, na hindi admin account, kaya hindi mo magagamit ang mga tool sa salita. Puwedeng ibigay ng isang admin ng server na ito ang admin role sa account mo.`,
  title: 'Panel ng Admin',
  refresh: 'I-refresh',
  refusals: FILIPINO_REFUSALS,

  moderationTitle: 'Mga salitang naghihintay ng review',
  moderationNote:
    'Malalaro agad ang mga salita ng mga wordsmith sa sarili nilang mga session; mapapasama lang ang mga ito sa pampublikong listahan ng salita kapag naaprubahan na. Makikita ng may-akda ng tinanggihang salita ang dahilan mo sa Mga Bluffle Ko.',
  loadingQueue: 'Nilo-load ang pila…',
  queueEmpty: 'Walang salitang naghihintay ng review.',
  verdictLabel: (p) => `Hatol sa ${p.word}`,
  approve: 'Aprubahan',
  reasonLabel: 'Dahilan ng pagtanggi (mababasa ito ng may-akda)',
  reject: 'Tanggihan',
  queueLoadFailed: 'Hindi ma-load ang mga salitang naghihintay ng review',
  approveFailed: 'Hindi naaprubahan ang salita',
  rejectFailed: 'Hindi natanggihan ang salita',
  approved: (p) => `Naaprubahan ang "${p.word}": kasama na ito sa pampublikong listahan ng salita.`,
  rejected: (p) => `Tinanggihan ang "${p.word}": makikita ng may-akda ang dahilan mo.`,
  theWord: 'Ang salita',
  reasonRequired: 'Sabihin kung bakit tinanggihan ang salita: mababasa ito ng may-akda.',
  reasonTooLong: `Hanggang ${REJECTION_REASON_MAX_LENGTH} character lang ang dahilan.`,
};
