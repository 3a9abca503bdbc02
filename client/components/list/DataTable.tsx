import type { ReactNode } from 'react';

/**
 * A list as a table that scrolls sideways when it is too wide, and on a phone stacks each row's cells
 * (global.css `.data-table`). The last column holds the row's actions when `actions` is set; its heading
 * ("Actions", or the text given) is only for screen readers. `label` names the table when its heading does not.
 */
export function DataTable(props: {
  columns: string[];
  actions?: boolean | string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className={props.className ? `data-table ${props.className}` : 'data-table'} aria-label={props.label}>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {props.actions && (
              <th scope="col">
                <span className="visually-hidden">{props.actions === true ? 'Actions' : props.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
