import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CloseIcon from '@mui/icons-material/Close';
import { useColorScheme } from '@mui/material/styles';
import { useDirection, useSetDirection } from '../theme/DocsThemeProvider';
import { parseDirection, parseMode } from '../theme/preferences';
import { useTranslateWith } from '../i18n/I18nProvider';
import { settingsEnglish } from './settingsStrings';
import { useOptionalAnalyticsConsent } from '../analytics/AnalyticsProvider';
import { parseConsent } from '../analytics/consent';
import { site } from '../../data/site';

/** Reader settings (loaded on demand): colour mode, text direction, the analytics choice and a link to the privacy page. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { mode, setMode } = useColorScheme();
  const direction = useDirection();
  const setDirection = useSetDirection();
  const t = useTranslateWith(settingsEnglish);
  const consent = useOptionalAnalyticsConsent();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320, maxWidth: '90vw', p: 2 }, role: 'dialog', 'aria-labelledby': 'settings-title' } as object }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6" id="settings-title">
          {t('settings.title')}
        </Typography>
        <IconButton aria-label={t('settings.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </div>
      <SettingsGroup
        id="settings-mode"
        title={t('settings.mode')}
        value={mode ?? null}
        options={[['light', t('settings.light')], ['system', t('settings.system')], ['dark', t('settings.dark')]]}
        onChange={(value) => setMode(parseMode(value))}
      />
      <SettingsGroup
        id="settings-direction"
        title={t('settings.direction')}
        value={direction}
        options={[['ltr', t('settings.ltr')], ['rtl', t('settings.rtl')]]}
        onChange={(value) => setDirection(parseDirection(value))}
      />
      {consent && consent.status !== 'unknown' ? (
        <SettingsGroup
          id="settings-analytics"
          title={t('settings.analytics')}
          value={consent.status === 'undecided' || consent.status === 'unavailable' ? null : consent.status}
          // Analytics cannot run here whatever the answer (no id, Do Not Track, Global Privacy Control): nothing to choose.
          options={consent.status === 'unavailable' ? [] : [['analytics', t('settings.analyticsAllow')], ['essential', t('settings.analyticsEssential')]]}
          help={consent.status === 'unavailable' ? t('settings.analyticsUnavailable') : t('settings.analyticsHelp')}
          onChange={(value) => {
            const choice = parseConsent(value);
            if (choice) consent.choose(choice);
          }}
        />
      ) : null}
      {/* What is stored and sent, to whom, and how to change it: the privacy page. */}
      <Typography variant="body2" sx={{ mt: 3, '& a': { color: 'primary.main' } }}>
        <a href={site.privacyPathname}>{t('settings.privacyLink')}</a>
      </Typography>
    </Drawer>
  );
}

/**
 * One setting: a heading and its exclusive choices (a click on the chosen one keeps it), with an
 * optional line of help under them. Without options, the help alone says why there is no choice.
 */
function SettingsGroup(props: {
  id: string;
  title: string;
  value: string | null;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
  help?: string;
}) {
  const { id, title, value, options, onChange, help } = props;
  return (
    <React.Fragment>
      <Typography component="h3" variant="subtitle2" id={id} sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {options.length > 0 ? (
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          aria-labelledby={id}
          aria-describedby={help ? `${id}-help` : undefined}
          value={value}
          onChange={(_event, next: unknown) => typeof next === 'string' && onChange(next)}
        >
          {options.map(([optionValue, label]) => (
            <ToggleButton key={optionValue} value={optionValue}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      {help ? (
        <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mt: options.length > 0 ? 1 : 0 }}>
          {help}
        </Typography>
      ) : null}
    </React.Fragment>
  );
}
