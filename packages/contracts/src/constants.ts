/** Page size used by every list of the product unless the specification says otherwise. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_CHOICES = [15, 20, 50, 100] as const;
