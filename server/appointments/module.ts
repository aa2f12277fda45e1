import type { ModuleName } from '../../registry/modules';

/** The permission module of every appointment call (docs/areas/conventions.md, Modules). */
export const APPOINTMENTS_MODULE: ModuleName = 'appointments.Appointments';
