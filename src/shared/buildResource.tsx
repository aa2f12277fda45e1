import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../registry';
import { GenericCreate } from './GenericCreate';
import { GenericEdit } from './GenericEdit';
import { GenericList } from './GenericList';

export interface ResourceScreens {
  name: string;
  declaration: ResourceDeclaration;
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  icon: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
}

/** The screens of a plain registry resource; built once per module so component identity is stable. */
export const buildResource = (declaration: ResourceDeclaration, icon: ComponentType): ResourceScreens => ({
  name: declaration.name,
  declaration,
  list: () => <GenericList declaration={declaration} />,
  create: () => <GenericCreate declaration={declaration} />,
  edit: () => <GenericEdit declaration={declaration} />,
  icon,
  recordRepresentation: (record) => String(record[declaration.titleField] ?? ''),
});
