/** Previous and Next under a paged list; the page numbers are the API's `Paged` answer. Nothing when it all fits one page. */
export function Pager({
  previous,
  next,
  onPage,
}: {
  previous: number | null;
  next: number | null;
  onPage: (page: number) => void;
}) {
  if (previous === null && next === null) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {previous !== null && (
        <button type="button" className="link-button" onClick={() => onPage(previous)}>
          Previous
        </button>
      )}
      {next !== null && (
        <button type="button" className="link-button" onClick={() => onPage(next)}>
          Next
        </button>
      )}
    </nav>
  );
}
