import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

/** One full export of the business as listed (docs/areas/export.md). */
export interface BusinessExport {
  _id: string;
  status: 'queued' | 'building' | 'ready' | 'failed';
  /** 0–100. */
  progress: number;
  createdAt: string;
  finishedAt: string | null;
  /** The archive's bytes, once ready. */
  size: number | null;
}

/** The business's full exports: started, listed, and each ready one downloaded as a file. */
export const businessExportMethods = ({ call, download }: RouteCaller) => ({
  getBusinessExports: () => call<BusinessExport[]>(ROUTES.businessExportList),
  startBusinessExport: () => call<BusinessExport>(ROUTES.businessExportCreate, { body: {} }),
  downloadBusinessExport: (id: string, day: string) =>
    download(ROUTES.businessExportDownload, `saluni-export-${day}.tar.gz`, {}, id),
});
