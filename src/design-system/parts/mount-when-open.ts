/**
 * The default of every part on an Ark machine that opens (dialog, drawer, menu, select, combobox):
 * mount the content when first opened and unmount it on close, so a closed one costs nothing.
 */
export const mountWhenOpen = { defaultProps: { lazyMount: true, unmountOnExit: true } } as const;
