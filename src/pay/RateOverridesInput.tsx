import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  ArrayInput,
  AutocompleteInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  useGetList,
  useTranslate,
} from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import './texts';

const T = 'saluni.payScreens.plan';
const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'createdAt', order: 'DESC' as const },
};

/** A row's inputs wrap on a phone rather than run off the screen. */
const WRAPPED_LINES = { '& .RaSimpleFormIterator-line': { flexWrap: 'wrap' } };

interface Choice {
  id: string;
  name: string;
}

/** Service and product categories in one list, each named with its kind. */
const useCategoryChoices = (): Choice[] => {
  const translate = useTranslate();
  const { data: services = [] } = useGetList('service-category', ALL);
  const { data: products = [] } = useGetList('product-category', ALL);
  return [
    ...services.map((record) => ({
      id: String(record.id),
      name: translate(`${T}.serviceCategory`, { name: String(record.name ?? '') }),
    })),
    ...products.map((record) => ({
      id: String(record.id),
      name: translate(`${T}.productCategory`, { name: String(record.category_name ?? '') }),
    })),
  ];
};

/** Services and products in one list, each named with its kind. */
const useItemChoices = (): Choice[] => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const { data: services = [] } = useGetList('service', ALL);
  const products = useQuery({
    queryKey: ['products', 'commission-plan-choices'],
    queryFn: () => api.listProducts({ page: 1, limit: 1000 }),
  });
  return [
    ...services.map((record) => ({
      id: String(record.id),
      name: translate(`${T}.service`, { name: String(record.name ?? '') }),
    })),
    ...(products.data?.docs ?? []).map((product) => ({
      id: product._id,
      name: translate(`${T}.product`, { name: product.title }),
    })),
  ];
};

/** Rows of a picked category or item and its rate; a new row starts as a percentage. */
const OverridesInput = ({
  source,
  pick,
  choices,
}: {
  source: 'categoryRates' | 'itemRates';
  pick: 'categoryId' | 'itemId';
  choices: Choice[];
}) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`${T}.${source}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.${source}Hint`)}
      </Typography>
      <ArrayInput source={source} label={false}>
        <SimpleFormIterator inline disableReordering disableClear sx={WRAPPED_LINES}>
          <AutocompleteInput
            source={pick}
            label={`${T}.${pick === 'categoryId' ? 'category' : 'item'}`}
            choices={choices}
            helperText={false}
            sx={{ minWidth: 260 }}
          />
          <SelectInput
            source="rate.type"
            label={`${T}.rateType`}
            choices={[
              { id: 'percent', name: `${T}.types.percent` },
              { id: 'fixed', name: `${T}.types.fixed` },
            ]}
            defaultValue="percent"
            helperText={false}
          />
          <NumberInput source="rate.value" label={`${T}.value`} step="any" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

export const CategoryRatesInput = () => (
  <OverridesInput source="categoryRates" pick="categoryId" choices={useCategoryChoices()} />
);

export const ItemRatesInput = () => (
  <OverridesInput source="itemRates" pick="itemId" choices={useItemChoices()} />
);

/** The services' tiers: from an amount of the period's service sales, a percent. */
export const TiersInput = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`${T}.tiers`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.tiersHint`)}
      </Typography>
      <ArrayInput source="tiers" label={false}>
        <SimpleFormIterator inline disableReordering disableClear sx={WRAPPED_LINES}>
          <NumberInput source="from" label={`${T}.from`} step="any" helperText={false} />
          <NumberInput source="percent" label={`${T}.percent`} step="any" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
