// Private files residents attach (RC copies, repair plans): readable by their owner and by the roles reaching the
// area that shows them.
import * as z from 'zod/mini';
import { endpoint, FILE_TOO_LARGE_200KB, UPLOAD_LIMIT_200KB, type UploadRule } from './contract.ts';
import { storedFileName } from './schemas.ts';

/** Attachments of resident requests: under 200 KB, checked by content on the server. */
export const documentUpload = (field: string, types: UploadRule['types']): UploadRule => ({
  field,
  maxBytes: UPLOAD_LIMIT_200KB,
  types,
  required: false,
  tooLargeMessage: FILE_TOO_LARGE_200KB,
});

export const documentsApi = {
  file: endpoint({
    method: 'GET',
    path: '/api/files/documents/:name',
    access: 'member',
    input: z.strictObject({ name: storedFileName('folder') }),
    output: 'file',
  }),
};

/** Stored names travel in URLs with their folder encoded; this is the link a page can open. */
export const documentUrl = (storedName: string) => `/api/files/documents/${encodeURIComponent(storedName)}`;
