import type { FieldDeclaration } from '../../registry';

// Apart from ResourceInputs: lists and detail pages read these without loading the inputs
// (react-dropzone and the other form fields).

/** Accepted picture types; the server checks the content again. */
export const IMAGE_ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

export const fileUrl = (filename: string) => `/v1/file/${encodeURIComponent(filename)}`;

/** A stored image `{ filename }` shown by ImageField, which reads `src` and `title`. */
export const formatImage = (value: unknown): unknown => {
  const filename = (value as { filename?: unknown } | null)?.filename;
  if (typeof filename !== 'string' || (value as { src?: unknown }).src) return value;
  return { ...(value as object), src: fileUrl(filename), title: filename };
};

/** A choice field's values as react-admin choices, labels translated from their i18n keys. */
export const choicesOf = (field: FieldDeclaration) =>
  (field.choices ?? []).map((choice) => ({ id: choice.value, name: choice.label }));
