import { useEffect, useState } from 'react';
import { accountToolsFor, currentToolKey } from '../../shared/account-tools.js';
import type { UserType } from '../../shared/types/user.js';
import { Link } from '../components/navigation/Link.js';
import { ToolIcon } from './ToolIcon.js';

/**
 * The signed-in user's tools beside the account pages (decision 0921): a sidebar on wide screens, a list
 * that opens from a button on phones. The page's own tool is marked with aria-current.
 */
export function AccountToolsMenu({
  userType,
  collectionAgent,
  pathname,
}: {
  userType: UserType;
  collectionAgent: boolean;
  pathname: string;
}) {
  const tools = accountToolsFor(userType, { collectionAgent });
  const current = currentToolKey(tools, pathname);
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the phone list
  useEffect(() => setOpen(false), [pathname]);
  if (tools.length === 0) return null;
  const currentLabel = tools.find((tool) => tool.key === current)?.label;
  return (
    <nav className={`account-tools${open ? ' is-open' : ''}`} aria-label="Account tools">
      <button
        type="button"
        className="account-tools__toggle"
        aria-expanded={open}
        aria-controls="account-tools-list"
        onClick={() => setOpen(!open)}
      >
        <span>My account</span>
        {currentLabel && <span className="account-tools__current">{currentLabel}</span>}
      </button>
      <h2 className="account-tools__title">My account</h2>
      <ul id="account-tools-list" className="account-tools__list">
        {tools.map((tool) => (
          <li key={tool.key} data-tool={tool.key}>
            <Link className="account-tools__link" to={tool.path} aria-current={tool.key === current ? 'page' : undefined}>
              <ToolIcon name={tool.icon} />
              <span>{tool.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
