import { AdminPageFrame } from './admin-page-frame';

export default function AdminDashboard() {
  return <AdminPageFrame title="Admin Dashboard">{null}</AdminPageFrame>;
}
