/** Small inline icons: no icon font, no extra request. Decorative; the control carries the name. */
import type { ReactNode } from 'react';

function Svg(props: { size?: number; filled?: boolean; children: ReactNode }) {
  const size = props.size ?? 22;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={props.filled ? 'currentColor' : 'none'}
      stroke={props.filled ? 'none' : 'currentColor'}
      strokeWidth={2}
    >
      {props.children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);
export const CartIcon = () => (
  <Svg>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6" />
  </Svg>
);
export const MenuIcon = () => (
  <Svg>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Svg>
);
export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const GlobeIcon = () => (
  <Svg size={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Svg>
);
export const ChevronIcon = () => (
  <Svg size={14}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const PawIcon = () => (
  <Svg size={28} filled>
    <ellipse cx="6" cy="9" rx="2.2" ry="2.8" />
    <ellipse cx="10" cy="5.5" rx="2.2" ry="2.8" />
    <ellipse cx="14.5" cy="5.5" rx="2.2" ry="2.8" />
    <ellipse cx="18.5" cy="9" rx="2.2" ry="2.8" />
    <path d="M12.2 11c3 0 6 4.4 6 7 0 2-1.6 2.8-3.2 2.4-1.2-.3-1.9-.8-2.8-.8s-1.6.5-2.8.8C7.8 20.8 6.2 20 6.2 18c0-2.6 3-7 6-7Z" />
  </Svg>
);
