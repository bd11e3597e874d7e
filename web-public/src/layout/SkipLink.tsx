import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: a link past the header to the page's main content, out of
 * sight until it has the focus.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Link>
  );
}
