/**
 * Settings of the prose-name check (`npm run check:docs`): the backticked names of the guides
 * that are not MUI X API and still belong in the prose. Keep each list short and say why.
 */

/**
 * Conventional names of the reader's own values in prose (`params.row.status`, `value.hour()`):
 * a chain starting with one of them is the reader's data, so it is not checked.
 */
export const readerValueNames: readonly string[] = ['params', 'row', 'value', 'event', 'item', 'context', 'model', 'theme', 'props', 'scale', 'date', 'options', 'details'];

/** Names of other libraries, tools and the platform, and plain words that read as code. */
export const allowedNames: Readonly<Record<string, string>> = {};

/** Names of earlier versions, which only the migration guides (data/docs/migration/) may use. */
export const formerNames: Readonly<Record<string, string>> = {};
