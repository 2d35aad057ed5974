import type { AdminWordsQuery, GenerateWordsBody } from '@bluffle/shared-schema';
import type { AdminWordDeps } from './admin-word-deps';
import { generateWords } from './generate-words';
import { listAdminWords } from './list-admin-words';
import { uploadWordCsv } from './upload-word-csv';

export type { AdminWordDeps };

/** The admin's word tools (docs/product.md §2 Admin panel), bound to the process's store and word generator. */
export function createAdminWordServices(deps: AdminWordDeps) {
  return {
    generateWords: (body: GenerateWordsBody, admin: Express.User) => generateWords(deps, body, admin.id),
    uploadWordCsv: (csvText: string, admin: Express.User) => uploadWordCsv(deps, csvText, admin.id),
    listWords: (query: AdminWordsQuery) => listAdminWords(deps, query),
  };
}

export type AdminWordServices = ReturnType<typeof createAdminWordServices>;
