// Who signs a money action: its maker, and the second person who approved it when one did (maker and checker).
// The action's own service writes them on its rows and its audit row, whichever way it was done.
import type { SessionUser } from '../../context.ts';

/** The approver's id for an `approved_by` column: null when the action was done directly. */
export const approverId = (user: SessionUser) => user.approver?.id ?? null;

/** Both names for the action's audit row details; nothing when it was done directly. */
export const signatures = (user: SessionUser) =>
  user.approver ? { prepared_by: user.name, approved_by: user.approver.name } : {};
