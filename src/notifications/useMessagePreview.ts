import { useEffect, useState } from 'react';
import type { MessagePreview } from '../../registry/messages';
import { useSaluniDataProvider } from '../dataProvider';
import type { TemplateWords } from '../dataProvider/notifications';

/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The template's words filled with a sample appointment by the server, asked for once typing
 * pauses; the last answer stays shown while the next is on its way, and a late answer to older
 * words is dropped.
 */
export const useMessagePreview = (words: TemplateWords | undefined) => {
  const dataProvider = useSaluniDataProvider();
  const [preview, setPreview] = useState<MessagePreview>();
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const key = words && JSON.stringify(words);

  useEffect(() => {
    if (!key) return;
    let live = true;
    setWaiting(true);
    const timer = setTimeout(() => {
      dataProvider
        .previewMessage(JSON.parse(key) as TemplateWords)
        .then((answer) => {
          if (!live) return;
          setPreview(answer);
          setFailure(undefined);
        })
        .catch((error: unknown) => {
          if (live) setFailure(error instanceof Error ? error.message : String(error));
        })
        .finally(() => {
          if (live) setWaiting(false);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, key]);

  return { preview, waiting, failure };
};
