/** What a write did to its row. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

/**
 * One entry of the audit trail as the API answers it (docs/areas/audit.md). `table` is the record
 * type: the declared resource's name where the row is one (`client`), else the table's name.
 * `before` and `after` hold the fields by their API names; an update holds only those it changed.
 */
export interface AuditEvent {
  _id: string;
  createdAt: string;
  actor: {
    kind: 'user' | 'public' | 'system';
    userId: string | null;
    fullName: string | null;
    /** The API key a person's call was made with (docs/areas/api-keys.md), else null. */
    apiKey: { id: string; name: string } | null;
  };
  address: string | null;
  route: string | null;
  action: (typeof AUDIT_ACTIONS)[number];
  table: string;
  recordId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The query keys of `GET /v1/audit-events` beside the business. */
export const AUDIT_EVENT_FILTERS = ['person', 'table', 'recordId', 'from', 'to'] as const;
