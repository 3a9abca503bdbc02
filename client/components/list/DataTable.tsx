import type { ReactNode } from 'react';

/**
 * A list as a table that scrolls sideways when it is too wide, and on a phone stacks each row's cells
 * (global.css `.data-table`). The last column holds the row's actions when `actions` is set; its heading
 * is only for screen readers.
 */
export function DataTable(props: { columns: string[]; actions?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className={props.className ? `data-table ${props.className}` : 'data-table'}>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {props.actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
