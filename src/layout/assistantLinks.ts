/**
 * The links of the page menu (pure): the page's markdown export, and the two assistants' new-chat
 * addresses with a prompt that names it. Plain links: nothing of the assistants loads on this site.
 */
import { markdownPath } from '../routing/paths';

export interface AssistantLinks {
  /** The export on this site (`/x/react-data-grid/sorting.md`). */
  markdown: string;
  /** Its absolute address, which the prompt names (an assistant fetches it). */
  markdownUrl: string;
  chatGpt: string;
  claude: string;
}

/** `prompt` has `{url}` where the export's address goes. */
export function assistantLinks(pathname: string, host: string, prompt: string): AssistantLinks {
  const markdown = markdownPath(pathname);
  const markdownUrl = `${host.replace(/\/+$/, '')}${markdown}`;
  const query = encodeURIComponent(prompt.replace('{url}', markdownUrl));
  return { markdown, markdownUrl, chatGpt: `https://chatgpt.com/?q=${query}`, claude: `https://claude.ai/new?q=${query}` };
}
