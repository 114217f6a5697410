/**
 * Build time (pure): whether part of an exported page failed to render on the server. React marks
 * a boundary whose server render threw with `<!--$!-->` and leaves it to the browser; `next build`
 * only logs the error and exports the page with that part missing (its HTML, its text for search).
 * Markup from the content cannot forge it: the pipeline escapes `<` in text and code.
 */
export function serverRenderFailed(html: string): boolean {
  return html.includes('<!--$!-->');
}
