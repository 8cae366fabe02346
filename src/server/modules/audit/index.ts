export { auditRepository, type AuditEvent, type AuditRow } from './audit.repository';
