import type { Action, BusinessDocument, RoleName } from '../../registry';
import type { Language } from '../../texts/languages';

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
  /** The language the user reads the app in, kept on the server. */
  language: Language;
  roles: Role[];
}
