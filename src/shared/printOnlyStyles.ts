/**
 * Global styles that put on paper only the element with this id (a receipt, a cash-up summary):
 * the page, the menu and the buttons around it are left out, and it starts at the top left.
 */
export const printOnlyStyles = (id: string) => ({
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`#${id}, #${id} *`]: { visibility: 'visible' },
    [`#${id}`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
  },
});
