/** A business as the API sends it (`GET /v1/user` roles, `/v1/business` replies). */
export interface BusinessDocument {
  _id: string;
  name: string;
  /** KE or AU. */
  country: string;
  /** IANA zone that decides days and working hours, e.g. Africa/Nairobi. */
  timezone: string;
  /** KES or AUD. */
  currency: string;
  appointmentGapInMinutes: number;
  /** Filename of the logo (shown from GET /v1/file/{filename}), or null. */
  logo: string | null;
  createdAt: string;
  updatedAt: string;
}
