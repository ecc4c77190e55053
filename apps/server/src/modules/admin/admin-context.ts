import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../plugins/auth.js';
import { auditContextOf, type AuditContext } from '../audit/audit.service.js';

/** Who acts and from where: every audited admin action takes these. */
export interface AdminActionContext {
  actor: AuthUser;
  audit: AuditContext;
}

/** The acting admin of a request behind the admin role hook. */
export function adminContextOf(request: FastifyRequest): AdminActionContext {
  return { actor: request.user!, audit: auditContextOf(request) };
}
