import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Product } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { ConfirmDialog } from '../ConfirmDialog';
import { useCatalogueAction } from '../useCatalogueAction';
import { useResourceRights } from '../../shared/useResourceRights';
import { PRODUCTS_RESOURCE } from '../../shared/appScreens';
import '../../shared/specScreensTexts';

/** Edit (a link to /products/edit/{id}) and delete after 'Are you sure to delete this product?'. */
export const ProductRowActions = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useCatalogueAction();
  const { canEdit, canDelete } = useResourceRights(PRODUCTS_RESOURCE);

  const remove = () =>
    run(
      () => dataProvider.deleteProduct(product._id),
      'saluni.spec.toast.product.deleted',
      () => setConfirming(false),
    );

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
