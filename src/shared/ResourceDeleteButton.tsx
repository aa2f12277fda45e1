import { DeleteWithConfirmButton, useCanAccess, useRecordContext } from 'react-admin';
import type { ResourceDeclaration } from '../../registry';
import { useResourceSuccess } from './useResourceToast';

/** Delete after a confirmation dialog, pessimistic: the row goes once the server agrees. */
export const ResourceDeleteButton = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const record = useRecordContext();
  const onSuccess = useResourceSuccess(declaration, 'deleted');
  // DeleteWithConfirmButton does not check access itself; staff without delete see no button.
  const { canAccess } = useCanAccess({ action: 'delete', resource: declaration.name, record });
  if (!record || !canAccess) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      confirmTitle="saluni.list.confirmDelete"
      confirmContent="saluni.list.confirmDeleteContent"
      translateOptions={{ name: String(record[declaration.titleField] ?? '') }}
    />
  );
};
