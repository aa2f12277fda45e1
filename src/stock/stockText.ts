/** The stock modules' failure text: the server's (or client error's) message, else the call's own fallback (inventory.md 8). */
export const errorMessage = (error: unknown, fallback = 'saluni.spec.errors.anErrorOccurred'): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** A variant's name in pickers and the table. */
export const variantLabel = (variant: { sku: string | null }, index?: number) => variant.sku ?? (index === undefined ? '-' : `#${index + 1}`);
