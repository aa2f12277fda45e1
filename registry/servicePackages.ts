/** The service packages a client holds (back-office.md 7). */
/** A package a client holds, as `GET /v1/service-package/client` returns it. */
export interface ClientServicePackage {
  _id: string;
  clientId: string;
  servicePackageId: string;
  /** Name, price and services as they were when the client got the package. */
  name: string;
  price: number;
  services: string[];
  uses: { _id: string; serviceId: string; usedAt: string }[];
  /** Services still to be given: `services` less one entry per use. */
  remainingServices: string[];
  status: 'active' | 'usedUp';
  createdAt: string;
}

export interface ClientServicePackagePage {
  docs: ClientServicePackage[];
  total: number;
}
