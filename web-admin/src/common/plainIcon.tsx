/**
 * A Material icon's path as a plain SVG component (plainIcons.tsx, layout/appBarIcons.tsx):
 * MUI's SvgIcon is a styled component per icon; the buttons' stylesheets size and colour it.
 */
export const icon = (d: string) =>
  function PlainIcon() {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={d} />
      </svg>
    );
  };
