import { AdminPageFrame } from './admin-page-frame';

export default function AdminAuditLog() {
  return (
    <AdminPageFrame title="Audit Log" back>
      {null}
    </AdminPageFrame>
  );
}
