import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from 'react-admin';

const CreateBusinessForm = lazy(() =>
  import('./CreateBusiness').then(({ CreateBusiness }) => ({ default: CreateBusiness })),
);

/**
 * The create-business form, loaded when first shown: a user without a business, or an owner
 * adding one, sees it; every other first load goes without it.
 */
export const LazyCreateBusiness = (props: ComponentProps<typeof CreateBusinessForm>) => (
  <Suspense fallback={<Loading />}>
    <CreateBusinessForm {...props} />
  </Suspense>
);
