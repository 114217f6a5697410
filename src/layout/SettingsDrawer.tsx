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

/** Reader settings (loaded on demand): colour mode, text direction and the analytics choice. */
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
      <Typography component="h3" variant="subtitle2" id="settings-mode" sx={{ mt: 3, mb: 1 }}>
        {t('settings.mode')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby="settings-mode"
        value={mode ?? null}
        onChange={(_event, value: unknown) => value && setMode(parseMode(value))}
      >
        <ToggleButton value="light">{t('settings.light')}</ToggleButton>
        <ToggleButton value="system">{t('settings.system')}</ToggleButton>
        <ToggleButton value="dark">{t('settings.dark')}</ToggleButton>
      </ToggleButtonGroup>
      <Typography component="h3" variant="subtitle2" id="settings-direction" sx={{ mt: 3, mb: 1 }}>
        {t('settings.direction')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        aria-labelledby="settings-direction"
        value={direction}
        onChange={(_event, value: unknown) => value && setDirection(parseDirection(value))}
      >
        <ToggleButton value="ltr">{t('settings.ltr')}</ToggleButton>
        <ToggleButton value="rtl">{t('settings.rtl')}</ToggleButton>
      </ToggleButtonGroup>
      {consent && consent.status !== 'unknown' ? (
        <React.Fragment>
          <Typography component="h3" variant="subtitle2" id="settings-analytics" sx={{ mt: 3, mb: 1 }}>
            {t('settings.analytics')}
          </Typography>
          {consent.status === 'unavailable' ? (
            <Typography variant="body2" color="text.secondary">
              {t('settings.analyticsUnavailable')}
            </Typography>
          ) : (
            <React.Fragment>
              <ToggleButtonGroup
                exclusive
                fullWidth
                size="small"
                aria-labelledby="settings-analytics"
                aria-describedby="settings-analytics-help"
                value={consent.status === 'undecided' ? null : consent.status}
                onChange={(_event, value: unknown) => {
                  const choice = parseConsent(value);
                  if (choice) consent.choose(choice);
                }}
              >
                <ToggleButton value="analytics">{t('settings.analyticsAllow')}</ToggleButton>
                <ToggleButton value="essential">{t('settings.analyticsEssential')}</ToggleButton>
              </ToggleButtonGroup>
              <Typography id="settings-analytics-help" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('settings.analyticsHelp')}
              </Typography>
            </React.Fragment>
          )}
        </React.Fragment>
      ) : null}
    </Drawer>
  );
}
