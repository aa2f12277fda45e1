import type { ResourceDeclaration } from '../../registry';
import { GenericCreate } from './GenericCreate';
import { GenericEdit } from './GenericEdit';
import { GenericList } from './GenericList';
import type { ScreenKind } from './ownScreens';

/** A plain resource's list, create or edit screen, built from its declaration alone. */
export const GenericScreen = ({
  declaration,
  kind,
}: {
  declaration: ResourceDeclaration;
  kind: ScreenKind;
}) => {
  if (kind === 'list') return <GenericList declaration={declaration} />;
  if (kind === 'create') return <GenericCreate declaration={declaration} />;
  return <GenericEdit declaration={declaration} />;
};
