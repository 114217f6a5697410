/** Id of an API index group's heading (`Components` -> `components`). */
export function groupId(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
