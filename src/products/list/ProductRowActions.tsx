import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Product } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { ConfirmDialog } from '../ConfirmDialog';
import { useRefreshProducts } from '../queries';
import { useRequestFailed } from '../../shared/useRequestFailed';
import { PRODUCTS_RESOURCE } from '../../shared/appScreens';

/** Edit (a link to /products/edit/{id}) and delete after 'Are you sure to delete this product?'. */
export const ProductRowActions = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshProducts();
  const dataProvider = useSaluniDataProvider();
  const failed = useRequestFailed();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { canAccess: canEdit } = useCanAccess({ resource: PRODUCTS_RESOURCE, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: PRODUCTS_RESOURCE, action: 'delete' });

  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.deleteProduct(product._id);
      notify('saluni.spec.toast.product.deleted', { type: 'success' });
      setConfirming(false);
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {canEdit && (
        <Tooltip title={translate('saluni.inventory.actions.edit')}>
          <IconButton
            component={Link}
            to={`/products/edit/${product._id}`}
            aria-label={translate('saluni.inventory.actions.editNamed', { name: product.title })}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip title={translate('saluni.inventory.actions.delete')}>
          <IconButton
            onClick={() => setConfirming(true)}
            aria-label={translate('saluni.inventory.actions.deleteNamed', { name: product.title })}
          >
            <DeleteIcon fontSize="small" color="error" />
          </IconButton>
        </Tooltip>
      )}
      <ConfirmDialog
        open={confirming}
        message="saluni.spec.confirm.deleteProduct"
        busy={busy}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
