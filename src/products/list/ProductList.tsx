import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
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
import { useTablePaginationTexts } from '../../shared/useTablePaginationTexts';
import { PRODUCTS_RESOURCE } from '../../shared/appScreens';

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
  const paginationTexts = useTablePaginationTexts();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [filters, setFilters] = useState<ProductFilterValues>({
    ...NO_FILTERS,
    usage: inStore ? 'in_store' : 'sale',
  });
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(10);
  const { canAccess: canCreate } = useCanAccess({ resource: PRODUCTS_RESOURCE, action: 'create' });
  // Only phones show the usage filter; elsewhere the tab decides.
  const usage = isSmall ? filters.usage : inStore ? 'in_store' : 'sale';
  const { data, isPending } = useProducts({
    page: page + 1,
    limit,
    inStore: usage === 'all' ? undefined : usage === 'in_store',
    stock: filters.stock,
    category: filters.category || undefined,
    q: filters.q.trim() || undefined,
    dateStart: filters.dateStart || undefined,
    dateEnd: filters.dateEnd || undefined,
  });
  const changeFilters = (next: ProductFilterValues) => {
    setFilters(next);
    setPage(0);
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
      {isPending ? (
        <CircularProgress aria-label={translate('saluni.inventory.loading')} />
      ) : !data?.docs.length ? (
        <Typography sx={{ p: 4, textAlign: 'center' }}>
          {translate('saluni.spec.inventory.noSaleProducts')}
        </Typography>
      ) : (
        <>
          <TableContainer>
            <Table
              size="small"
              aria-label={translate(
                inStore ? 'saluni.inventory.tabs.inStore' : 'saluni.inventory.tabs.sale',
              )}
            >
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      {translate(`saluni.inventory.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.docs.map((product) => (
                  <TableRow key={product._id} data-product={product.title}>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>{cell(product, column)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            {...paginationTexts}
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={[5, 10, 25, 50]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </Box>
  );
};
