import * as React from 'react';
import { usePage } from '../core/PageContext';
import { OnDemand } from '../core/OnDemand';
import { versionLinks } from '../nav/versions';
import { HeaderButton } from './HeaderButton';
import { CaretDownGlyph } from './icons';
import { useTranslate } from '../i18n/I18nProvider';

const loadMenu = () => import('./VersionMenu');
const VersionMenu = React.lazy(loadMenu);

/** The version button (`v8.5.0`) and its menu of the current product's versions. */
export function VersionSwitcher() {
  const { productId } = usePage();
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [used, setUsed] = React.useState(false);
  const links = versionLinks(productId);
  const current = links[0];
  return (
    <React.Fragment>
      <HeaderButton
        type="button"
        id="version-switcher-button"
        aria-haspopup="menu"
        aria-controls={anchor ? 'version-switcher-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('versions.button', { version: current.text })}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {current.text}
        <CaretDownGlyph />
      </HeaderButton>
      {used ? (
        <OnDemand>
          <VersionMenu anchor={anchor} links={links} onClose={() => setAnchor(null)} />
        </OnDemand>
      ) : null}
    </React.Fragment>
  );
}
