import type { ReactNode } from 'react';

/** "1 barcoded kit", "4 barcoded kits". */
export const barcodedKits = (n: number) => (n === 1 ? '1 barcoded kit' : `${n} barcoded kits`);

/** The barcodes of the kits a supplies order was dispatched with, folded under their count. */
export function KitBarcodes(props: { barcodes: string[]; className: string; open?: boolean; children?: ReactNode }) {
  if (props.barcodes.length === 0) return null;
  return (
    <details className={props.className} open={props.open}>
      <summary>{barcodedKits(props.barcodes.length)}</summary>
      {props.children}
      <ul className="advance-order__barcodes">
        {props.barcodes.map((barcode) => (
          <li key={barcode}>
            <code>{barcode}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
