/** The service packages a client holds (back-office.md 7). */
/** A package a client holds, as `GET /v1/service-package/client` returns it. */
export interface ClientServicePackage {
  _id: string;
  clientId: string;
  servicePackageId: string;
  name: string;
  price: number;
  services: string[];
  uses: { _id: string; serviceId: string; usedAt: string }[];
  remainingServices: string[];
  status: 'active' | 'usedUp';
  createdAt: string;
}

export interface ClientServicePackagePage {
  docs: ClientServicePackage[];
  total: number;
}
