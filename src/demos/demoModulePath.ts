/** The demo folder and the module's path inside it (pure), shared by the page's demo loader and the server's stand-in. */

/** `data-grid/BasicGrid` -> the demo folder and the module's path inside it; null if it has neither. */
export function splitDemoModule(module: string): { folder: string; name: string } | null {
  const slash = module.indexOf('/');
  if (slash <= 0 || slash === module.length - 1) return null;
  return { folder: module.slice(0, slash), name: module.slice(slash + 1) };
}
