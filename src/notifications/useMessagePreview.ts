import { useEffect, useState } from 'react';
import type { MessagePreview } from '../../registry/messages';
import { useSaluniDataProvider } from '../dataProvider';
import type { TemplateWords } from '../dataProvider/notifications';

/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

/** The server's last answer, and the words it answered. */
interface Answer {
  key: string;
  preview?: MessagePreview;
  failure?: string;
}

/**
 * The template's words filled with a sample appointment by the server, asked for once typing
 * pauses; the last preview stays shown while the next is on its way, and a late answer to older
 * words is dropped.
 */
export const useMessagePreview = (words: TemplateWords | undefined) => {
  const dataProvider = useSaluniDataProvider();
  const [answer, setAnswer] = useState<Answer>();
  const [shown, setShown] = useState<MessagePreview>();
  const key = words && JSON.stringify(words);

  useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(() => {
      dataProvider
        .previewMessage(JSON.parse(key) as TemplateWords)
        .then((preview) => {
          if (!live) return;
          setAnswer({ key, preview });
          setShown(preview);
        })
        .catch((error: unknown) => {
          if (live)
            setAnswer({ key, failure: error instanceof Error ? error.message : String(error) });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, key]);

  return {
    preview: shown,
    waiting: !!key && answer?.key !== key,
    failure: answer && answer.key === key ? answer.failure : undefined,
  };
};
