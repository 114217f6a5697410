import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckIcon from '@mui/icons-material/Check';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDownRounded';
import { usePage } from '../shell/PageContext';
import { versionLinks } from './versions';

/** The version button (`v8.5.0`) and its menu of the current product's versions. */
export function VersionSwitcher() {
  const { productId } = usePage();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const links = versionLinks(productId);
  const current = links[0];
  return (
    <React.Fragment>
      <Button
        id="version-switcher-button"
        size="small"
        variant="outlined"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'version-switcher-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Docs version ${current.text}, change version`}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', fontWeight: 600, py: 0.25, minWidth: 0 }}
      >
        {current.text}
      </Button>
      <Menu
        id="version-switcher-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'version-switcher-button', dense: true } }}
      >
        {links.map((link) => (
          <MenuItem key={link.text} component="a" href={link.href} selected={link.current} aria-current={link.current ? 'true' : undefined} onClick={() => setAnchor(null)}>
            <ListItemText>{link.current ? `${link.text} (current)` : link.text}</ListItemText>
            {link.current ? (
              <ListItemIcon sx={{ minWidth: 0, ml: 2 }}>
                <CheckIcon fontSize="small" aria-hidden />
              </ListItemIcon>
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </React.Fragment>
  );
}
