/**
 * For useMediaQuery: answer the real width on the first render. MUI's default renders
 * once as if nothing matched and corrects in an effect, which moves the page after it
 * is drawn (Lighthouse counted it as layout shift on the wizard). There is no server
 * rendering here to stay consistent with.
 */
export const FIRST_PAINT = { noSsr: true } as const;
