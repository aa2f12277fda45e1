import { getCurrentBusinessId } from '../business/currentBusiness';
import { http } from '../dataProvider';

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

const businessId = () => {
  const id = getCurrentBusinessId();
  if (!id) throw new Error('saluni.ui.noBusiness');
  return id;
};

export const listClientPackages = async (query: { clientId?: string; page: number; limit: number }) =>
  (
    await http<{ clientServicePackagePage: ClientServicePackagePage }>({
      path: '/v1/service-package/client',
      query: { businessId: businessId(), page: query.page, limit: query.limit, clientId: query.clientId },
    })
  ).clientServicePackagePage;

export const recordClientPackage = (clientId: string, servicePackageId: string) =>
  http({ method: 'POST', path: '/v1/service-package/client', body: { businessId: businessId(), clientId, servicePackageId } });

export const recordPackageUse = (id: string, serviceId: string) =>
  http({ method: 'POST', path: `/v1/service-package/client/${id}/use`, body: { businessId: businessId(), serviceId } });
