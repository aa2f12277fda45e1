import { useNotify, useRedirect } from 'react-admin';
import type { ResourceDeclaration } from '../../registry';
import './specScreensTexts';

/**
 * Success side effects of the generic screens: the declaration's toast, then back to the list.
 * react-admin's own defaults would show its generic 'Element created' texts instead.
 */
export const useResourceSuccess = (
  declaration: ResourceDeclaration,
  kind: keyof ResourceDeclaration['toasts'],
) => {
  const notify = useNotify();
  const redirect = useRedirect();
  return () => {
    notify(declaration.toasts[kind], { type: 'success' });
    redirect('list', declaration.name);
  };
};
