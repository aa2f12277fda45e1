import AddIcon from '@mui/icons-material/Add';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import { AlertTitle, Box, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { checkImageFile, IMAGE_RULES } from './imageChecks';
import './texts';
import '../shared/specScreensTexts';

const ACCEPT = 'image/png,image/jpeg';

/** Object URLs of the chosen files for their thumbnails, released when the files change. */
const usePreviews = (files: File[]) => {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
};

/**
 * Drop area and file picker for up to 4 PNG/JPEG images (5 MB, at least 700x500 px), checked
 * in the browser; refused files raise an 'Upload Error' toast with the exact message and are
 * left out. `max` is lower where images are already stored. Chosen images show as 100x100
 * thumbnails with a delete icon and a plus to add more.
 */
export const ImageUploader = ({
  files,
  onChange,
  label,
  max = IMAGE_RULES.maxFiles,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  label: string;
  max?: number;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const previews = usePreviews(files);

  const add = async (chosen: File[]) => {
    const accepted: File[] = [];
    let lastProblem: string | undefined;
    for (const file of chosen) {
      const found = await checkImageFile(file);
      if (found) lastProblem = translate(found.message, found.values);
      else accepted.push(file);
    }
    const room = max - files.length;
    if (accepted.length > room)
      lastProblem = translate('saluni.validation.image.tooMany', { n: IMAGE_RULES.maxFiles });
    setProblem(lastProblem);
    if (lastProblem) {
      notify(
        <>
          <AlertTitle>{translate('saluni.spec.validation.uploadError')}</AlertTitle>
          {lastProblem}
        </>,
        { type: 'warning' },
      );
    }
    if (accepted.length && room > 0) onChange([...files, ...accepted.slice(0, room)]);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add(Array.from(event.dataTransfer.files));
  };

  const full = files.length >= max;
  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        aria-label={label}
        onChange={(event) => {
          void add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {!files.length ? (
        !full && (
          <Box
            role="button"
            tabIndex={0}
            onClick={() => input.current?.click()}
            onKeyDown={(event) =>
              (event.key === 'Enter' || event.key === ' ') && input.current?.click()
            }
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            sx={{
              border: '2px dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              borderRadius: 2,
              p: 3,
              textAlign: 'center',
              cursor: 'pointer',
            }}
          >
            <CloudUploadIcon color="action" />
            <Typography>{translate('saluni.inventory.images.drop')}</Typography>
          </Box>
        )
      ) : (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={drop}
        >
          {files.map((file, index) => (
            <Box
              key={`${file.name}-${index}`}
              sx={{ position: 'relative', width: 100, height: 100 }}
            >
              <img
                src={previews[index]}
                alt={file.name}
                width={100}
                height={100}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
              <IconButton
                size="small"
                aria-label={translate('saluni.inventory.images.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {!full && (
            <IconButton
              aria-label={translate('saluni.inventory.images.add')}
              onClick={() => input.current?.click()}
              sx={{
                width: 100,
                height: 100,
                border: '1px dashed',
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <AddIcon />
            </IconButton>
          )}
        </Stack>
      )}
      <FormHelperText>
        {translate('saluni.inventory.images.hint', { n: IMAGE_RULES.maxFiles })}
      </FormHelperText>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Box>
  );
};
