import EditIcon from '@mui/icons-material/Edit';
import { Chip, IconButton, TableCell, TableContainer, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Variant } from '../../dataProvider/products';
import { HeadedTable } from '../../shared/HeadedTable';
import { variantName } from './productEditModel';
import { VariantStockActions } from '../../stock';
import { VariantEditDialog } from './VariantEditDialog';
import { useBusinessFormat } from '../../format';
import '../../shared/specScreensTexts';

const COLUMNS = ['variant', 'sku', 'stock', 'availability', 'retailPrice', 'actions'] as const;

/** A product's variants with their availability (In Stock / Out of Stock) and an edit dialog each. */
export const VariantsTable = ({ variants }: { variants: Variant[] }) => {
  const translate = useTranslate();
  const { money } = useBusinessFormat();
  const [editing, setEditing] = useState<Variant | null>(null);
  return (
    <>
      <TableContainer>
        <HeadedTable
          aria-label={translate('saluni.inventory.form.variants')}
          columns={COLUMNS.map((column) => ({
            label: translate(`saluni.inventory.variants.columns.${column}`),
          }))}
        >
          {variants.map((variant) => {
            const stock = Number(variant.stock?.stock_position ?? 0);
            return (
              <TableRow key={variant._id}>
                <TableCell>{variantName(variant)}</TableCell>
                <TableCell>{variant.sku ?? ''}</TableCell>
                <TableCell>{stock}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={stock > 0 ? 'success' : 'error'}
                    label={translate(
                      stock > 0
                        ? 'saluni.spec.inventory.inStock'
                        : 'saluni.spec.inventory.outOfStock',
                    )}
                  />
                </TableCell>
                <TableCell>{money(variant.pricing?.retail_price ?? 0, 'inventory')}</TableCell>
                <TableCell>
                  <IconButton
                    aria-label={translate('saluni.inventory.variants.editNamed', {
                      name: variantName(variant),
                    })}
                    onClick={() => setEditing(variant)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <VariantStockActions variant={variant} name={variantName(variant)} />
                </TableCell>
              </TableRow>
            );
          })}
        </HeadedTable>
      </TableContainer>
      {editing && <VariantEditDialog variant={editing} onClose={() => setEditing(null)} />}
    </>
  );
};
