// The mail outbox, for the office: what the portal sent or stored, newest first.
import { z } from 'zod';
import { endpoint } from './contract.ts';
import { paged, pageQuery, timestamp } from './schemas.ts';

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  created_at: timestamp,
});

export const outboxApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    input: pageQuery,
    output: paged(outboxMailSchema),
  }),
};
