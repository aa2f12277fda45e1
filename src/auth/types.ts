import type { Action, BusinessDocument, RoleName } from '../../registry';

export type Business = BusinessDocument;

export interface Role {
  _id: string;
  role: RoleName;
  business: Business;
  permissions: Partial<Record<string, Action[]>>;
}

export interface User {
  _id: string;
  fullName: string;
  email: string;
  roles: Role[];
}
