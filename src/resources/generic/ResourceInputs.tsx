import { ImageField, ImageInput, NumberInput, TextInput } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../registry';

/** Accepted picture types; the server checks the content again. */
export const IMAGE_ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

export const fileUrl = (filename: string) => `/v1/file/${encodeURIComponent(filename)}`;

/** A stored image `{ filename }` shown by ImageField, which reads `src` and `title`. */
export const formatImage = (value: unknown): unknown => {
  const filename = (value as { filename?: unknown } | null)?.filename;
  if (typeof filename !== 'string' || (value as { src?: unknown }).src) return value;
  return { ...(value as object), src: fileUrl(filename), title: filename };
};

const FieldInput = ({ name, field }: { name: string; field: FieldDeclaration }) => {
  switch (field.type) {
    case 'text':
      return <TextInput source={name} multiline minRows={3} fullWidth />;
    case 'integer':
      // No native min/max: the browser would block submit with its own text instead of ours.
      return <NumberInput source={name} step={1} />;
    case 'image':
      return (
        <ImageInput source={name} accept={IMAGE_ACCEPT} format={formatImage}>
          <ImageField source="src" title="title" />
        </ImageInput>
      );
    default:
      return <TextInput source={name} fullWidth />;
  }
};

/** One input per declared field, by type; labels come from `resources.<name>.fields.<field>`. */
export const ResourceInputs = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <>
    {Object.entries(declaration.fields).map(([name, field]) => (
      <FieldInput key={name} name={name} field={field} />
    ))}
  </>
);
