import { AuditTable } from '../components/audit-table';

/** /{locale}/admin/audit: every change made in the console, newest first. */
export function AuditPage() {
  return <AuditTable />;
}
