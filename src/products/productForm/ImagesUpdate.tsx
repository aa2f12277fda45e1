import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { imageUrl } from '../../dataProvider/products';
import { IMAGE_RULES } from '../imageChecks';
import { ImageUploader } from '../ImageUploader';
import { useRefreshProducts } from '../queries';
import { useRequestFailed } from '../../shared/useRequestFailed';
import '../../shared/specScreensTexts';

/** The stored images of a product or variant and an uploader for new ones ('Product Images Updated!'). */
export const ImagesUpdate = ({
  stored,
  label,
  upload,
}: {
  stored: string[];
  label: string;
  upload: (files: File[]) => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshProducts();
  const failed = useRequestFailed();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await upload(files);
      notify('saluni.spec.toast.productImagesUpdated', { type: 'success' });
      setFiles([]);
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      {!!stored.length && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {stored.map((filename) => (
            <Box
              key={filename}
              component="img"
              src={imageUrl(filename)}
              alt=""
              sx={{ width: 100, height: 100, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
        </Stack>
      )}
      {/* The server keeps the stored images and takes at most 4 in total. */}
      <ImageUploader
        files={files}
        onChange={setFiles}
        label={label}
        max={Math.max(0, IMAGE_RULES.maxFiles - stored.length)}
      />
      <Button
        sx={{ alignSelf: 'flex-start' }}
        variant="outlined"
        disabled={!files.length || busy}
        onClick={save}
      >
        {translate('saluni.inventory.images.upload')}
      </Button>
    </Stack>
  );
};
