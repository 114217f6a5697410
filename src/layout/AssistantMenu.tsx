import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { site } from '../../data/site';
import { useTranslateWith } from '../i18n/I18nProvider';
import { sendEvent } from '../analytics/sendEvent';
import { visuallyHidden } from '../core/visuallyHidden';
import { assistantEnglish } from './assistantStrings';
import { assistantLinks } from './assistantLinks';

interface AssistantMenuProps {
  /** The menu's id; its button is `<id>-button`. */
  id: string;
  anchor: HTMLElement | null;
  pathname: string;
  onClose: () => void;
  /** Copies the page's markdown (the "Copy as Markdown" button's own action, with its status). */
  onCopy: () => void;
}

/**
 * The page menu beside "Copy as Markdown" (loaded the first time its button is used): copy or view
 * the page as markdown, or open it in an assistant with a prompt naming its markdown's address.
 */
export default function AssistantMenu({ id, anchor, pathname, onClose, onCopy }: AssistantMenuProps) {
  const t = useTranslateWith(assistantEnglish);
  const links = assistantLinks(pathname, site.host, t('assistant.prompt'));
  const newTab = <span style={visuallyHidden}> {t('assistant.newTab')}</span>;
  const item = (action: string, href: string, label: string) => (
    <MenuItem
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => {
        sendEvent({ category: 'assistant_menu', action, label: pathname });
        onClose();
      }}
    >
      {label}
      {newTab}
    </MenuItem>
  );
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': `${id}-button`, dense: true } }}
    >
      <MenuItem
        onClick={() => {
          onClose();
          onCopy();
        }}
      >
        {t('assistant.copyPage')}
      </MenuItem>
      {item('view', links.markdown, t('assistant.viewMarkdown'))}
      {item('chatgpt', links.chatGpt, t('assistant.openChatGpt'))}
      {item('claude', links.claude, t('assistant.openClaude'))}
    </Menu>
  );
}
