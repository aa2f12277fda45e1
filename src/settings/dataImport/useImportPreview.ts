import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportPreview } from '../../../registry/dataImport';
import { useSaluniDataProvider } from '../../dataProvider';
import type { ImportCall } from '../../dataProvider/dataImport';
import { errorMessage } from '../../shared/errorMessage';

/** How long the mapping rests before the file is checked again with it. */
const PREVIEW_DELAY_MS = 600;

/**
 * The dry run of the file: checked at once, or soon after the last of a series of changes. Only
 * the latest request's answer is kept, so a slow earlier one never overwrites it.
 */
export const useImportPreview = () => {
  const dataProvider = useSaluniDataProvider();
  const [preview, setPreview] = useState<ImportPreview>();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback(
    async (request: ImportCall): Promise<ImportPreview | undefined> => {
      clearTimeout(timer.current);
      const asked = ++latest.current;
      setChecking(true);
      setFailure(undefined);
      try {
        const reply = await dataProvider.previewDataImport(request);
        if (asked !== latest.current) return undefined;
        setPreview(reply);
        return reply;
      } catch (error) {
        if (asked === latest.current) setFailure(errorMessage(error));
        return undefined;
      } finally {
        if (asked === latest.current) setChecking(false);
      }
    },
    [dataProvider],
  );

  const checkSoon = useCallback(
    (request: ImportCall) => {
      clearTimeout(timer.current);
      // The answer shown no longer matches the mapping: nothing may be imported meanwhile.
      latest.current += 1;
      setChecking(true);
      timer.current = setTimeout(() => void check(request), PREVIEW_DELAY_MS);
    },
    [check],
  );

  const forget = useCallback(() => {
    clearTimeout(timer.current);
    latest.current += 1;
    setPreview(undefined);
    setChecking(false);
    setFailure(undefined);
  }, []);

  return { preview, checking, failure, check, checkSoon, forget };
};
