import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckIcon from '@mui/icons-material/Check';
import type { VersionLink } from '../../data/versions';
import { useTranslate } from '../i18n/I18nProvider';

/** The version menu itself, loaded the first time the version button is used. */
export default function VersionMenu({ anchor, links, onClose }: { anchor: HTMLElement | null; links: VersionLink[]; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Menu
      id="version-switcher-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'version-switcher-button', dense: true } }}
    >
      {links.map((link) => (
        <MenuItem
          key={link.text}
          component="a"
          href={link.href}
          selected={link.current}
          aria-current={link.current ? 'true' : undefined}
          onClick={onClose}
        >
          <ListItemText>{link.current ? t('versions.current', { version: link.text }) : link.text}</ListItemText>
          {link.current ? (
            <ListItemIcon sx={{ minWidth: 0, ml: 2 }}>
              <CheckIcon fontSize="small" aria-hidden />
            </ListItemIcon>
          ) : null}
        </MenuItem>
      ))}
    </Menu>
  );
}
