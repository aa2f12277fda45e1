import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Product } from '../../dataProvider/products';
import { useProducts } from '../queries';
import { ExportButton } from './ExportButton';
import { NO_FILTERS, ProductFilters, type ProductFilterValues } from './ProductFilters';
import { ProductRowActions } from './ProductRowActions';
import { StockChip } from './StockChip';
import { attributeValue, productStock } from './stockLevel';
import { PagedTable, usePaging } from '../../shared/PagedTable';
import { PRODUCTS_RESOURCE } from '../../shared/appScreens';
import '../../shared/specScreensTexts';

const COLUMNS = [
  'name',
  'sku',
  'type',
  'brand',
  'category',
  'usage',
  'stock',
  'weight',
  'actions',
] as const;

/** Sale (inStore false) or in-store (inStore true) products; on phones the usage filter may widen the list. */
export const ProductList = ({ inStore }: { inStore: boolean }) => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [filters, setFilters] = useState<ProductFilterValues>({
    ...NO_FILTERS,
    usage: inStore ? 'in_store' : 'sale',
  });
  const paging = usePaging();
  const { canAccess: canCreate } = useCanAccess({ resource: PRODUCTS_RESOURCE, action: 'create' });
  // Only phones show the usage filter; elsewhere the tab decides.
  const usage = isSmall ? filters.usage : inStore ? 'in_store' : 'sale';
  const { data, isPending } = useProducts({
    page: paging.page + 1,
    limit: paging.perPage,
    inStore: usage === 'all' ? undefined : usage === 'in_store',
    stock: filters.stock,
    category: filters.category || undefined,
    q: filters.q.trim() || undefined,
    dateStart: filters.dateStart || undefined,
    dateEnd: filters.dateEnd || undefined,
  });
  const changeFilters = (next: ProductFilterValues) => {
    setFilters(next);
    paging.setPage(0);
  };

  const cell = (product: Product, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'name':
        return product.title;
      case 'sku':
        return product.variants.flatMap((variant) => variant.sku ?? []).join(', ');
      case 'type':
        return translate(`saluni.inventory.productTypes.${product.product_type}`);
      case 'brand':
        return attributeValue(product.attributes, 'brand');
      case 'category':
        return product.category?.category_name ?? '';
      case 'usage':
        return translate(
          product.in_store ? 'saluni.inventory.usage.inStore' : 'saluni.inventory.usage.sale',
        );
      case 'stock':
        return <StockChip quantity={productStock(product)} />;
      case 'weight': {
        const weight = attributeValue(product.attributes, 'weight');
        return weight ? translate('saluni.inventory.weightKg', { weight }) : '';
      }
      case 'actions':
        return <ProductRowActions product={product} />;
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, justifyContent: 'flex-end' }}>
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={`/products/create?inStore=${inStore}`}
          >
            {translate('saluni.inventory.actions.addProduct')}
          </Button>
        )}
        <ExportButton />
      </Stack>
      <ProductFilters values={filters} onChange={changeFilters} />
      <PagedTable
        label={inStore ? 'saluni.inventory.tabs.inStore' : 'saluni.inventory.tabs.sale'}
        columns={COLUMNS.map((column) => ({
          label: `saluni.inventory.columns.${column}`,
          render: (product: Product) => cell(product, column),
        }))}
        rows={data?.docs ?? []}
        rowKey={(product) => product._id}
        loading={isPending}
        emptyText="saluni.spec.inventory.noSaleProducts"
        paging={paging}
        total={data?.total ?? 0}
        rowMarks={(product) => ({ 'data-product': product.title })}
      />
    </Box>
  );
};
