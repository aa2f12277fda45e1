import { useSearchParams } from 'react-router-dom';

/**
 * A dialog driven by the URL (`?<key>=new` or `?<key>=<id>`), so the back button closes it and
 * a link can open it. Other query parameters of the page are kept.
 */
export const useDialogParam = (key: string) => {
  const [params, setParams] = useSearchParams();
  const value = params.get(key);
  const open = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(key, next);
      return updated;
    });
  const close = () =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete(key);
      return updated;
    });
  return { value, open, close };
};
