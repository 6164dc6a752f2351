// The audit log as the office reads it: newest first, paged, filtered by action and by who acted.
import * as z from 'zod/mini';
import { endpoint, noInput } from './contract.ts';
import { paged, searchQuery, timestamp } from './schemas.ts';

export const AUDIT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

/** `q` searches the acting user's e-mail or name; `action` is one exact action name. */
export const auditQuery = z.extend(searchQuery, {
  action: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    z.transform((v) => v || undefined),
  ),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  created_at: timestamp,
  action: z.string(),
  resource: z.nullable(z.string()),
  details: z.unknown(),
  severity: z.string(),
  user_id: z.nullable(z.string()),
  user_email: z.nullable(z.string()),
  /** The profile's name, else the account's; null for system entries and deleted users. */
  user_name: z.nullable(z.string()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditAdminApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'roles:view',
    input: auditQuery,
    output: paged(auditEntrySchema),
  }),
  /** Every action name written so far, for the action filter. */
  actions: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/actions',
    access: 'roles:view',
    input: noInput,
    output: z.array(z.string()),
  }),
};
