/** A failure's text: the server's (or client error's) message, else the call's own fallback (inventory.md 8). */
export const errorMessage = (
  error: unknown,
  fallback = 'saluni.spec.errors.anErrorOccurred',
): string => (error instanceof Error && error.message ? error.message : fallback);
