/** GET /api/my/work-spreadsheet?format: a download the browser follows with its session cookie. */
export const workSpreadsheetUrl = (format: 'csv' | 'xlsx') => `/api/my/work-spreadsheet?format=${format}`;
