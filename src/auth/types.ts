import type { Action, RoleName } from '../../registry';

export interface Business {
  _id: string;
  name: string;
  country: string;
  timezone: string;
  currency: string;
  appointmentGapInMinutes: number;
}

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
