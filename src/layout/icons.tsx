/**
 * The app bar's few icons as plain SVG (drawn for this site): the icon package's SvgIcon machinery
 * would ship on every page for four glyphs.
 */
type IconProps = { className?: string };

const svgProps = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function MenuGlyph(props: IconProps) {
  return (
    <svg {...svgProps} {...props}>
      <rect x="3" y="5.5" width="18" height="2" rx="1" />
      <rect x="3" y="11" width="18" height="2" rx="1" />
      <rect x="3" y="16.5" width="18" height="2" rx="1" />
    </svg>
  );
}

export function SlidersGlyph(props: IconProps) {
  return (
    <svg {...svgProps} {...props}>
      <rect x="3" y="6" width="18" height="2" rx="1" />
      <rect x="3" y="16" width="18" height="2" rx="1" />
      <circle cx="9" cy="7" r="3" />
      <circle cx="15" cy="17" r="3" />
    </svg>
  );
}

export function CaretDownGlyph(props: IconProps) {
  return (
    <svg {...svgProps} {...props}>
      <path d="M7.4 9.6a1 1 0 0 1 .8-1.6h7.6a1 1 0 0 1 .8 1.6l-3.8 4.6a1 1 0 0 1-1.6 0Z" />
    </svg>
  );
}

/** A repository glyph (book with a bookmark) for the source-code link. */
export function RepoGlyph(props: IconProps) {
  return (
    <svg {...svgProps} {...props}>
      <path d="M6.5 3h11A1.5 1.5 0 0 1 19 4.5v13a.5.5 0 0 1-.5.5H7a1 1 0 0 0 0 2h11.5a.5.5 0 0 1 0 1H7a3 3 0 0 1-3-3V5.5A2.5 2.5 0 0 1 6.5 3Zm1.5 3v6l2-1.5 2 1.5V6Z" />
    </svg>
  );
}
