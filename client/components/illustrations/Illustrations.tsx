/**
 * The shop's own illustrations, drawn as inline SVG (docs/decisions/1002): no request, no layout shift
 * (every one has its box), so none can hold up the largest paint. They are decorative: the text beside
 * them says what they show, so they are hidden from assistive technology.
 */
import type { ReactNode } from 'react';
import { PRODUCT_TYPE } from '../../../shared/catalogue.js';

export type Picture = 'dog' | 'cat' | 'pair' | 'kit' | 'swab' | 'lab' | 'report' | 'vet' | 'parentage' | 'credits';

function Frame(props: { size: number; className?: string; children: ReactNode }) {
  return (
    <svg
      className={`illustration${props.className ? ` ${props.className}` : ''}`}
      aria-hidden="true"
      focusable="false"
      width={props.size}
      height={props.size}
      viewBox="0 0 120 120"
    >
      <circle cx="60" cy="60" r="56" fill="var(--brand-soft)" />
      {props.children}
    </svg>
  );
}

const DOG =
  'M22 66c-3-9 3-15 12-15h34l10-15 4-9c1-3 4-3 5 0l2 6c8 1 14 5 15 11 0 4-3 7-9 8l-7 1-3 10v25h-7l-2-19H45l-2 19h-7l-1-20c-7-1-11-4-13-8-6 0-11-3-14-9 5 3 9 4 14 5z';
const CAT =
  'M43 96c-9 0-12-6-10-15 2-11 9-18 16-21l-2-15-6-17 12 10c4-1 9-1 13 0l12-10-6 17-2 15c8 4 13 11 14 21 1 9-2 15-10 15zm34-3c10 0 19-5 21-14 1-5-3-6-5-2-2 5-7 8-13 8z';
const HELIX = 'M0 0c8 6 8 14 0 20s-8 14 0 20M12 0c-8 6-8 14 0 20s8 14 0 20M2 6h8M2 14h8M2 26h8M2 34h8';

/** Moves by (x, y) and scales about the picture's centre. */
const place = (x = 0, y = 0, scale = 1) => `translate(${x + 60} ${y + 60}) scale(${scale}) translate(-60 -60)`;

const Dog = (props: { x?: number; y?: number; scale?: number }) => (
  <path d={DOG} fill="var(--ink)" transform={place(props.x, props.y, props.scale)} />
);
const Cat = (props: { x?: number; y?: number; scale?: number }) => (
  <path d={CAT} fill="var(--ink)" transform={place(props.x, props.y, props.scale)} />
);
const Helix = (props: { x: number; y: number }) => (
  <path
    d={HELIX}
    transform={`translate(${props.x} ${props.y})`}
    fill="none"
    stroke="var(--brand)"
    strokeWidth="3"
    strokeLinecap="round"
  />
);

const Kit = () => (
  <g>
    <path d="M26 48 60 36l34 12v38L60 98 26 86z" fill="#fff" stroke="var(--ink)" strokeWidth="3" strokeLinejoin="round" />
    <path d="M26 48 60 60l34-12M60 60v38" fill="none" stroke="var(--ink)" strokeWidth="3" strokeLinejoin="round" />
    <path d="M66 70l20-7v12l-20 7z" fill="var(--brand)" />
    <path d="M36 68v12M40 69v12M43 70v12M47 72v12M51 73v12" stroke="var(--ink)" strokeWidth="2" />
  </g>
);

const Swab = () => (
  <g>
    <rect
      x="30"
      y="74"
      width="60"
      height="16"
      rx="8"
      transform="rotate(-35 60 82)"
      fill="#fff"
      stroke="var(--ink)"
      strokeWidth="3"
    />
    <path d="M40 92 86 30" stroke="var(--ink)" strokeWidth="4" strokeLinecap="round" />
    <ellipse cx="88" cy="27" rx="7" ry="11" transform="rotate(37 88 27)" fill="var(--brand)" />
  </g>
);

const Lab = () => (
  <g>
    <path
      d="M46 26h20M50 26v22L32 84c-2 5 1 10 6 10h36c5 0 8-5 6-10L62 48V26"
      fill="#fff"
      stroke="var(--ink)"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    <path d="M40 74h32l6 12c1 3-1 5-3 5H37c-2 0-4-2-3-5z" fill="var(--brand)" />
    <Helix x={84} y={30} />
  </g>
);

const Report = () => (
  <g>
    <path d="M34 22h40l14 14v62H34z" fill="#fff" stroke="var(--ink)" strokeWidth="3" strokeLinejoin="round" />
    <path d="M74 22v14h14" fill="none" stroke="var(--ink)" strokeWidth="3" strokeLinejoin="round" />
    <path d="M42 48h38M42 58h38M42 68h24" stroke="var(--muted)" strokeWidth="3" strokeLinecap="round" />
    <circle cx="74" cy="84" r="11" fill="var(--brand)" />
    <path d="m68 84 4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
  </g>
);

const Vet = () => (
  <g>
    <path d="M40 28v22a20 20 0 0 0 40 0V28" fill="none" stroke="var(--ink)" strokeWidth="4" strokeLinecap="round" />
    <path d="M60 70v10a14 14 0 0 0 28 0v-6" fill="none" stroke="var(--ink)" strokeWidth="4" strokeLinecap="round" />
    <circle cx="88" cy="68" r="8" fill="var(--brand)" stroke="var(--ink)" strokeWidth="3" />
    <path d="M24 84h16M32 76v16" stroke="var(--brand)" strokeWidth="6" strokeLinecap="round" />
  </g>
);

const Credits = () => (
  <g>
    <g transform={place(-10, -8, 0.85)} opacity="0.55">
      <Kit />
    </g>
    <g transform={place(8, 6, 0.85)}>
      <Kit />
    </g>
  </g>
);

const DRAWINGS: Record<Picture, () => ReactNode> = {
  dog: () => (
    <>
      <Dog y={4} />
      <Helix x={20} y={18} />
    </>
  ),
  cat: () => (
    <>
      <Cat y={2} />
      <Helix x={20} y={18} />
    </>
  ),
  pair: () => (
    <>
      <Dog x={-14} y={10} scale={0.8} />
      <Cat x={26} y={8} scale={0.7} />
    </>
  ),
  parentage: () => (
    <>
      <Dog x={-20} y={-6} scale={0.55} />
      <Dog x={22} y={-6} scale={0.55} />
      <Dog x={0} y={26} scale={0.42} />
    </>
  ),
  kit: Kit,
  swab: Swab,
  lab: Lab,
  report: Report,
  vet: Vet,
  credits: Credits,
};

/** One of the shop's pictures in a square box of `size` pixels. */
export function Illustration(props: { picture: Picture; size?: number; className?: string }) {
  const Drawing = DRAWINGS[props.picture];
  return (
    <Frame size={props.size ?? 96} className={props.className}>
      <Drawing />
    </Frame>
  );
}

/** The picture of a catalogue product, from what it is: a dog or cat test, a parentage test, a kit, credits. */
export function productPicture(product: {
  kind: string;
  species: string | null;
  typeId: number;
  kitCount: number | null;
}): Picture {
  if (product.kitCount !== null) return 'credits';
  if (product.kind === 'dna') return 'parentage';
  if (product.typeId === PRODUCT_TYPE.shippable || product.species === null) return 'kit';
  return product.species === 'feline' ? 'cat' : 'dog';
}
