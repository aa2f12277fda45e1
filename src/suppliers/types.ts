import type { RaRecord } from 'react-admin';
import type { CategoryOfSupplier } from '../../registry/resources/supplier';

/** A supplier as the dataProvider gives it (inventory.md 3). */
export type SupplierRecord = RaRecord & {
  _id: string;
  fullName: string;
  phone: string;
  email: string;
  categoryId: string;
  category: CategoryOfSupplier | null;
  image: { filename: string } | null;
  createdAt: string;
};

export type SupplierCategoryRecord = RaRecord & { _id: string; name: string };

/** What the add and edit dialogs send; `image` only when a picture is chosen (`{ rawFile }`) or removed (null). */
export interface SupplierValues {
  fullName: string;
  phone: string;
  email: string;
  categoryId: string;
  image?: { rawFile: File } | null;
}
