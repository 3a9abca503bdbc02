import { useState } from 'react';
import { tagSummary } from '../../../../shared/catalogue-rules.js';

/** Spec §4/§9: the first two selected tags, then '+N more' that expands the rest when clicked. */
export function SelectedTags({ tags, onRemove }: { tags: { id: number; label: string }[]; onRemove: (id: number) => void }) {
  const [expanded, setExpanded] = useState(false);
  if (tags.length === 0) return null;
  const { shown, moreLabel } = tagSummary(tags);
  const visible = expanded ? tags : shown;
  return (
    <ul className="selected-tags" aria-label="Selected">
      {visible.map((tag) => (
        <li key={tag.id}>
          <button type="button" className="chip" onClick={() => onRemove(tag.id)} aria-label={`Remove ${tag.label}`}>
            {tag.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {moreLabel && !expanded && (
        <li>
          <button type="button" className="chip chip--more" onClick={() => setExpanded(true)}>
            {moreLabel}
          </button>
        </li>
      )}
    </ul>
  );
}
